import Alert from '@mui/material/Alert';
import type { Transaction } from '../../../lib/api-types';
import { appNow } from '../../../lib/app-clock';
import { useNow } from '../../../lib/use-now';

/**
 * Why no payment is asked for any more, if that is the case. A transaction that ended before its
 * deadline ended because the reservation was cancelled, not because time ran out.
 */
export function paymentClosedReason(
  transaction: Transaction,
  now: Date = appNow(),
): { severity: 'success' | 'error' | 'warning'; text: string } | undefined {
  const isCancelled = transaction.reservation.status === 'cancelled';
  const ranOut = transaction.status === 'expired' && new Date(transaction.expiredAt) <= now;
  if (transaction.status === 'paid' && !isCancelled) return { severity: 'success', text: 'Pembayaran telah diterima' };
  if (ranOut) return { severity: 'warning', text: 'Pembayaran kadaluarsa' };
  if (isCancelled || transaction.status === 'expired') return { severity: 'error', text: 'Reservasi telah dibatalkan' };
  return undefined;
}

export function PaymentStatusNotice({ transaction }: { transaction: Transaction }) {
  const reason = paymentClosedReason(transaction, useNow());
  if (!reason) return null;
  return (
    <Alert severity={reason.severity} variant="filled" sx={{ fontWeight: 600 }}>
      {reason.text}
    </Alert>
  );
}
