import Stack from '@mui/material/Stack';
import type { Transaction } from '@/lib/api/api-types';
import type { PaymentProgress } from '@/lib/payment-progress';
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

/** While a payment is asked for: the QR code for the amount due now, and the proof form. */
export function PaymentAction({ transaction, progress }: { transaction: Transaction; progress: PaymentProgress }) {
  return (
    <Stack spacing={3}>
      <PaymentQr transactionId={transaction.id} amount={progress.amountDue} />
      <ProofUploadForm transactionId={transaction.id} heading={formHeading(progress)} />
    </Stack>
  );
}
