import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { CONFIRMATION_WORDS, type OwnDialogState } from '@/components/confirmed-actions';
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
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const textId = useId();
  const { form } = useServerForm({
    initialValues: { reason: '', refundAmount: String(paid) },
    schema: adminCancelFormSchema(paid),
    send: (refund) => cancelReservation({ id: reservationId, refund }).unwrap(),
    refusalShownAs: 'toast',
    onSent: onClose,
    onRefused: onClose,
  });
  const close = () => {
    if (!form.isSubmitting) onClose();
  };

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullScreen={isPhone}
      maxWidth="xs"
      fullWidth
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{CONFIRMATION_WORDS.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>{text}</DialogContentText>
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={form.isSubmitting} color="secondary">
            {CONFIRMATION_WORDS.cancelLabel}
          </Button>
          <Button type="submit" loading={form.isSubmitting} variant="contained" color="error">
            {CONFIRMATION_WORDS.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
