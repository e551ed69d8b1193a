import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { useServerForm } from '@/components/use-server-form';
import type { Reservation, TransactionType } from '@/lib/api/api-types';
import { formatRupiah, formatSessionMoment } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { transactionSchema } from '@/lib/forms/schemas';
import { useCreateTransactionMutation } from '@/lib/api/endpoints/transactions';
import { PaymentMethodChoice } from '@/components/payment-method-choice';

interface StartPaymentValues {
  reservationId: number;
  type: TransactionType | '';
}

export interface HistoryStartPaymentActionProps {
  reservation: Reservation;
  /** A button as wide as its box. */
  isFullWidth?: boolean;
}

/**
 * 'Lanjutkan pembayaran' on a pending booking whose payment never started (the step failed when it was
 * booked): the customer chooses the method, the transaction is created and its payment page opens. A
 * refusal stays in the dialog; either way the history is refreshed (the tags of the reservation).
 */
export function HistoryStartPaymentAction({ reservation, isFullWidth = false }: HistoryStartPaymentActionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [createTransaction] = useCreateTransactionMutation();
  const titleId = useId();
  const initialValues: StartPaymentValues = { reservationId: reservation.id, type: '' };
  const { form, serverError, shownErrors, clearServerError } = useServerForm({
    initialValues,
    schema: transactionSchema,
    send: (input) => createTransaction(input).unwrap(),
    navigateTo: (created) => appRoutes.payment.to(created.data.id),
  });
  const close = () => {
    if (form.isSubmitting) return;
    setIsOpen(false);
    clearServerError();
    form.resetForm();
  };

  return (
    <>
      <Button size="small" variant="contained" fullWidth={isFullWidth} onClick={() => setIsOpen(true)}>
        Lanjutkan pembayaran
      </Button>
      <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form noValidate onSubmit={form.handleSubmit}>
          <DialogTitle id={titleId}>Pilih metode pembayaran</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {reservation.category.name} · {reservation.categoryPackage.name},{' '}
              {formatSessionMoment(reservation.date, reservation.timeSlot.time)}. Total{' '}
              {formatRupiah(reservation.total)}.
            </DialogContentText>
            <PaymentMethodChoice
              value={form.values.type}
              onChange={(type) => void form.setFieldValue('type', type)}
              error={shownErrors.type}
              disabled={form.isSubmitting}
            />
            <FormRefusalAlert refusal={serverError} sx={{ mt: 2 }} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={form.isSubmitting} color="secondary">
              Kembali
            </Button>
            <Button type="submit" variant="contained" loading={form.isSubmitting}>
              Lanjut ke pembayaran
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
