import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import * as yup from 'yup';
import { useServerForm } from '@/components/use-server-form';
import type { Reservation } from '@/lib/api/api-types';
import { useTimeSlotsQuery } from '@/lib/api/endpoints/catalogue';
import { useRescheduleReservationMutation } from '@/lib/api/endpoints/reservations';
import { rescheduleSchema } from '@/lib/forms/schemas';
import { isLastCustomerMove, RESCHEDULE_REASON_REQUIRED_MESSAGE } from '@/lib/rules/reschedule';
import { movableReservation } from './booking-move';
import { RescheduleConfirmStep } from './reschedule-confirm-step';
import { ReschedulePickStep, type RescheduleValues } from './reschedule-pick-step';

/** An admin's move must say why: the backend refuses one without a reason with the same message. */
const adminRescheduleSchema = rescheduleSchema.shape({
  reason: yup.string().trim().required(RESCHEDULE_REASON_REQUIRED_MESSAGE),
});

/** The picker opens on the booking's own day, its slot marked as the current one. */
const startValues = (reservation: Reservation): RescheduleValues => ({
  date: reservation.date,
  timeId: '',
  reason: '',
});

export interface RescheduleDialogProps {
  reservation: Reservation;
  /** Who moves it: its customer, within the studio's policy (shown), or an admin, who may pass it and says why. */
  mover: 'customer' | 'admin';
  open: boolean;
  onClose: () => void;
}

/**
 * 'Ubah jadwal': first the new day and slot (and the admin's reason), then the move to confirm, old and new
 * side by side with the price unchanged. The form is submitted twice: checked, it shows the confirmation;
 * confirmed, it moves the booking. A success shows the server's message and closes; a refusal (the slot taken
 * meanwhile, the day closed) goes back to the picker with the server's message, the refused slot cleared.
 */
export function RescheduleDialog({ reservation, mover, open, onClose }: RescheduleDialogProps) {
  const isAdmin = mover === 'admin';
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  const [reschedule] = useRescheduleReservationMutation();
  const { data: timeSlots } = useTimeSlotsQuery();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const { form, serverError, clearServerError } = useServerForm({
    initialValues: startValues(reservation),
    schema: isAdmin ? adminRescheduleSchema : rescheduleSchema,
    send: async (input) => {
      if (step === 'pick') {
        setStep('confirm');
        return undefined;
      }
      return reschedule({ id: reservation.id, ...input }).unwrap();
    },
    onSent: (moved) => {
      if (moved) onClose();
    },
    onRefused: (helpers) => {
      setStep('pick');
      return helpers.setFieldValue('timeId', '', false);
    },
  });
  const chosenTime = timeSlots?.find((slot) => slot.id === form.values.timeId)?.time;
  const isLastMove = !isAdmin && isLastCustomerMove(movableReservation(reservation));
  const isConfirming = step === 'confirm' && chosenTime !== undefined;

  const close = () => {
    if (!form.isSubmitting) onClose();
  };
  // Once closed, the next opening starts afresh.
  const reset = () => {
    setStep('pick');
    clearServerError();
    form.resetForm({ values: startValues(reservation) });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: reset } }}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{isConfirming ? 'Konfirmasi jadwal baru' : 'Ubah jadwal'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Reservasi #{reservation.id} · {reservation.category.name} · {reservation.categoryPackage.name}
          </DialogContentText>
          {isConfirming ? (
            <RescheduleConfirmStep
              reservation={reservation}
              date={form.values.date}
              time={chosenTime}
              reason={isAdmin ? form.values.reason.trim() : undefined}
              isLastMove={isLastMove}
            />
          ) : (
            <ReschedulePickStep reservation={reservation} form={form} refusal={serverError} isAdmin={isAdmin} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {isConfirming ? (
            <Button onClick={() => setStep('pick')} disabled={form.isSubmitting} color="secondary">
              Kembali
            </Button>
          ) : (
            <Button onClick={close} color="secondary">
              Batal
            </Button>
          )}
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {isConfirming ? 'Ya, ubah jadwal' : 'Lanjut'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
