import { ConfirmedActions, type ConfirmedAction } from '@/components/confirmed-actions';
import type { Reservation } from '@/lib/api/api-types';
import { completionRefusal } from '@/lib/rules/bookings';
import { useCancelReservationMutation, useCompleteReservationMutation } from '@/lib/api/endpoints/reservations';

type Action = 'cancel' | 'complete';

const cancel: ConfirmedAction<Action> = {
  key: 'cancel',
  label: 'Batal',
  tone: 'refuse',
  text: 'Reservasi akan dibatalkan. Tindakan ini tidak dapat diurungkan.',
};

const complete: ConfirmedAction<Action> = {
  key: 'complete',
  label: 'Selesai',
  tone: 'approve',
  text: 'Reservasi akan ditandai sebagai selesai. Tindakan ini tidak dapat diurungkan.',
};

/** Cancel ('Batal') and complete ('Selesai') a pending reservation, each after a confirmation. */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const [cancelReservation] = useCancelReservationMutation();
  const [completeReservation] = useCompleteReservationMutation();
  if (reservation.status !== 'pending') return null;
  return (
    <ConfirmedActions
      actions={completionRefusal(reservation.status, reservation.transactions) ? [cancel] : [cancel, complete]}
      perform={(action) => (action === 'cancel' ? cancelReservation : completeReservation)(reservation.id).unwrap()}
    />
  );
}
