import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Transaction } from '@/lib/api/api-types';
import { useCreateChargeMutation } from '@/lib/api/endpoints/transactions';
import { appRoutes } from '@/lib/app-routes';
import { usesEmulatedBackend } from '@/lib/config';
import { formatRupiah } from '@/lib/format';
import type { PaymentProgress } from '@/lib/payment-progress';
import { chargeStatusAt } from '@/lib/rules/charges';
import { useNow } from '@/lib/time/use-now';
import { errorMessage } from '@/lib/api/api-error';
import { PaymentQr } from './payment-qr';

/** Why a payment the gateway reported waits for the studio, in the customer's words. */
const reviewReasons: Record<Transaction['paymentsInReview'][number]['reason'], (expected: string) => string> = {
  amount: (expected) => `nominalnya tidak sesuai tagihan (${expected})`,
  late: () => 'dibayar setelah kode QRIS kedaluwarsa',
  closed: () => 'tagihannya sudah tidak aktif',
};

/** Minutes and seconds left, as a payment app counts a code down: "14:05". */
function countdownText(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time a charge's code has left, never more than it was made for: the page's clock may run a moment behind the
 * backend's, and a 15-minute code must not first read 15:01.
 */
function timeLeftOf(charge: { createdAt: string; expiresAt: string }, now: Date): number {
  const expiresAt = Date.parse(charge.expiresAt);
  return Math.min(expiresAt - now.getTime(), expiresAt - Date.parse(charge.createdAt));
}

/** Payments the gateway reported that the studio has yet to review: the money arrived, and why it is not counted. */
function PaymentsInReview({ payments }: { payments: Transaction['paymentsInReview'] }) {
  if (payments.length === 0) return null;
  return (
    <Alert severity="warning">
      {payments.map(({ amount, expectedAmount, reason, paidAt }) => (
        <Typography key={paidAt} variant="body2">
          Pembayaran {formatRupiah(amount)} sudah diterima gateway, tetapi{' '}
          {reviewReasons[reason](formatRupiah(expectedAmount))}. Studio sedang meninjaunya dan akan menghubungi Anda.
        </Typography>
      ))}
    </Alert>
  );
}

/**
 * In the demo, where no banking app can pay the gateway's code: the QRIS simulator, opened in another tab, with the
 * code's text to paste there (or the image from 'Unduh QR' to upload).
 */
function SimulatorHint({ qris }: { qris: string }) {
  const [copied, setCopied] = useState<string>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(qris);
      setCopied('Teks QRIS disalin. Tempel di simulator.');
    } catch {
      setCopied('Teks QRIS tidak dapat disalin. Unggah gambar dari “Unduh QR” di simulator.');
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2" color="textSecondary">
        Demo: bayar lewat{' '}
        <Link component={RouterLink} to={appRoutes.simulatorQris.path} target="_blank" rel="noopener">
          simulator QRIS
        </Link>{' '}
        dengan teks kode ini atau gambar dari “Unduh QR”.
      </Typography>
      <Button size="small" variant="text" onClick={() => void copy()}>
        Salin teks QRIS
      </Button>
      <Typography role="status" variant="body2" color="textSecondary">
        {copied}
      </Typography>
    </Stack>
  );
}

/**
 * Paying through the payment gateway: the gateway's QRIS for the installment due, counted down to its expiry, and
 * confirmed by the gateway itself (the page turns paid as the notification arrives, no proof to send). A code that
 * lapsed gives way to a new one while the booking's own deadline holds.
 */
export function GatewayPayment({ transaction, progress }: { transaction: Transaction; progress: PaymentProgress }) {
  const [createCharge, { isLoading, error }] = useCreateChargeMutation();
  const now = useNow(1_000);
  const { charge } = transaction;
  const status = charge ? chargeStatusAt(charge, now) : undefined;
  const payable = charge && status === 'pending' ? charge : undefined;

  return (
    <Stack spacing={2.5}>
      <Typography variant="h6" component="h2">
        {progress.isBalance ? 'Pelunasan dengan QRIS otomatis' : 'Bayar dengan QRIS otomatis'}
      </Typography>
      <PaymentsInReview payments={transaction.paymentsInReview} />
      {payable ? (
        <>
          <Typography role="timer" aria-live="off" sx={{ fontWeight: 700, color: 'warning.dark', textAlign: 'center' }}>
            Kode berlaku {countdownText(timeLeftOf(payable, now))}
          </Typography>
          <PaymentQr payload={payable.qris} amount={payable.amount}>
            <Typography>
              Pindai kode QR dengan aplikasi bank atau e-wallet dan bayar{' '}
              <strong>{formatRupiah(payable.amount)}</strong>. Pembayaran dikonfirmasi otomatis: halaman ini berubah
              menjadi lunas tanpa perlu mengunggah bukti.
            </Typography>
          </PaymentQr>
          {usesEmulatedBackend && <SimulatorHint qris={payable.qris} />}
        </>
      ) : (
        <>
          <Typography>
            {status === 'expired'
              ? 'Kode QRIS sebelumnya sudah kedaluwarsa. Buat kode baru untuk membayar sebelum batas waktu pembayaran.'
              : `Buat kode QRIS untuk membayar ${formatRupiah(progress.amountDue)}. Kode berlaku beberapa menit, dan pembayaran dikonfirmasi otomatis.`}
          </Typography>
          {error && <Alert severity="error">{errorMessage(error)}</Alert>}
          <Button variant="contained" disabled={isLoading} onClick={() => void createCharge(transaction.id)}>
            {status === 'expired' ? 'Buat kode QRIS baru' : 'Buat kode QRIS'}
          </Button>
        </>
      )}
    </Stack>
  );
}
