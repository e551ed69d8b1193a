import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Transaction } from '../../../lib/api-types';
import { requiredValidProofs } from '../completion-rule';
import { PaymentQr } from './payment-qr';
import { ProofUploadForm } from './proof-upload-form';

/** While payment is open: the QR code and the proof form, or word that a proof is being checked. */
export function PaymentAction({ transaction }: { transaction: Transaction }) {
  const proofs = transaction.transaction_detail;
  const isWaiting = proofs.some((proof) => proof.isValid === null);
  const validCount = proofs.filter((proof) => proof.isValid === 'true').length;

  if (isWaiting) {
    return (
      <Alert severity="info">
        Bukti pembayaran Anda sedang divalidasi oleh admin. Kami akan memperbarui status pembayaran setelah pengecekan selesai.
      </Alert>
    );
  }
  if (validCount >= requiredValidProofs[transaction.type]) {
    return <Alert severity="info">Pembayaran lengkap. Admin akan segera menandai transaksi ini lunas.</Alert>;
  }
  const isRemainder = transaction.type === 'downpayment' && validCount === 1;
  return (
    <Stack spacing={3}>
      <PaymentQr transactionId={transaction.id} amount={transaction.total} />
      <ProofUploadForm
        transactionId={transaction.id}
        heading={isRemainder ? 'Pelunasan: kirim bukti pembayaran sisa 50%' : 'Unggah Bukti Pembayaran'}
      />
    </Stack>
  );
}
