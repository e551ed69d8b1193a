import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import type { PaymentProgress } from '@/lib/payment-progress';
import { paymentQris } from '../payment-qris';
import { GatewayPayment } from './gateway-payment';
import { PaymentQr } from './payment-qr';
import { ProofUploadForm } from './proof-upload-form';

/** Whether the step asks the customer for a payment and its proof. */
export function asksForPayment(progress: PaymentProgress): boolean {
  return progress.step === 'awaiting' || progress.step === 'rejected' || progress.step === 'balance-due';
}

function formHeading(progress: PaymentProgress): string {
  if (progress.step === 'rejected') return 'Unggah ulang bukti pembayaran';
  return progress.isBalance ? 'Pelunasan: kirim bukti pembayaran sisa 50%' : 'Unggah Bukti Pembayaran';
}

/**
 * While a payment is asked for: with the studio's own QRIS, its code for the amount due now and the proof form;
 * through the payment gateway, the gateway's charge, confirmed without a proof.
 */
export function PaymentAction({ transaction, progress }: { transaction: Transaction; progress: PaymentProgress }) {
  if (transaction.qris === 'gateway') return <GatewayPayment transaction={transaction} progress={progress} />;
  const { payload } = paymentQris(transaction.id, progress.amountDue);
  return (
    <Stack spacing={3}>
      <PaymentQr payload={payload} amount={progress.amountDue}>
        <Typography>
          Pindai kode QR dengan aplikasi bank atau e-wallet, bayar <strong>{formatRupiah(progress.amountDue)}</strong>,
          lalu unggah bukti pembayarannya.
        </Typography>
      </PaymentQr>
      <ProofUploadForm transactionId={transaction.id} heading={formHeading(progress)} />
    </Stack>
  );
}
