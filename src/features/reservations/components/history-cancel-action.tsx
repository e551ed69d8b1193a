import { CancelOwnBooking } from '@/components/cancel-own-booking';
import type { Reservation } from '@/lib/api/api-types';
import { canCancelOwnBooking, refundableBookingOf, type OwnPayment } from '@/lib/rules/own-cancellation';
import { useNow } from '@/lib/time/use-now';

/** Its transaction's payment as the cancellation rules read it; none before one was started. */
function paymentOf({ transactions: [transaction] }: Reservation): OwnPayment | undefined {
  return transaction && { type: transaction.type, total: transaction.total, proofs: transaction.transaction_detail };
}

/**
 * 'Batalkan' on a history entry the customer may still call off: pending, its session not started, and no proof
 * of theirs waiting for the admin. A paid one shows what comes back by the policy it was made under.
 */
export function HistoryCancelAction({ reservation, isCompact }: { reservation: Reservation; isCompact: boolean }) {
  const now = useNow();
  const payment = paymentOf(reservation);
  if (!canCancelOwnBooking(reservation, payment, now)) return null;
  return (
    <CancelOwnBooking
      booking={reservation}
      refundable={refundableBookingOf(reservation, payment, reservation.policy.cancellation)}
      isCompact={isCompact}
    />
  );
}
