import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONFIRMATION_WORDS, type OwnDialogState } from '@/components/confirmed-actions';
import { FormDialog } from '@/components/form-dialog';
import { RupiahField } from '@/components/rupiah-field';
import { useServerForm } from '@/components/use-server-form';
import { useCancelReservationMutation } from '@/lib/api/endpoints/reservations';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { adminCancelFormSchema } from '@/lib/forms/refund-schemas';
import { formatRupiah } from '@/lib/format';

export interface PaidCancelDialogProps extends OwnDialogState {
  reservationId: number;
  /** What reached the studio for the booking: its accepted installments. */
  paid: number;
  /** What the confirmation says will happen, as the plain one says it. */
  text: string;
}

/**
 * The admin's cancel of a booking money was paid for: the spec's confirmation, with what was paid, the reason
 * (kept on the refund) and the amount to give back, all that was paid unless the admin gives less. The amount is
 * held to what was paid, with the backend's messages; the answer is a toast and the dialog closes, refused or not.
 */
export function PaidCancelDialog({ open, onClose, reservationId, paid, text }: PaidCancelDialogProps) {
  const [cancelReservation] = useCancelReservationMutation();
  const { form } = useServerForm({
    initialValues: { reason: '', refundAmount: String(paid) },
    schema: adminCancelFormSchema(paid),
    send: (refund) => cancelReservation({ id: reservationId, refund }).unwrap(),
    refusalShownAs: 'toast',
    onSent: onClose,
    onRefused: onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={CONFIRMATION_WORDS.title}
      intro={text}
      form={form}
      submitLabel={CONFIRMATION_WORDS.confirmLabel}
      submitColor="error"
      cancelLabel={CONFIRMATION_WORDS.cancelLabel}
    >
      <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography sx={{ fontWeight: 600 }}>Sudah dibayar: {formatRupiah(paid)}</Typography>
      </Box>
      <TextField
        {...formFieldProps(form, 'reason', 'Disimpan bersama catatan pengembalian dana')}
        label="Alasan pembatalan"
        placeholder="Misalnya: fotografer berhalangan"
        multiline
        minRows={2}
        autoComplete="off"
      />
      <RupiahField
        form={form}
        name="refundAmount"
        label="Jumlah dikembalikan"
        hint={`Paling banyak ${formatRupiah(paid)}`}
        required
      />
    </FormDialog>
  );
}
