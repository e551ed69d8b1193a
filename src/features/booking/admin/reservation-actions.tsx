import { ConfirmedActions, type ConfirmedAction } from '@/components/confirmed-actions';
import type { Reservation } from '@/lib/api/api-types';
import { useCancelReservationMutation, useCompleteReservationMutation } from '../api';

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

/** A pending reservation may be completed only once its transaction is paid. */
export function isPaid(reservation: Pick<Reservation, 'transactions'>): boolean {
  return reservation.transactions.some((transaction) => transaction.status === 'paid');
}

/** Cancel ('Batal') and complete ('Selesai') a pending reservation, each after a confirmation. */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const [cancelReservation] = useCancelReservationMutation();
  const [completeReservation] = useCompleteReservationMutation();
  if (reservation.status !== 'pending') return null;
  return (
    <ConfirmedActions
      actions={isPaid(reservation) ? [cancel, complete] : [cancel]}
      perform={(action) => (action === 'cancel' ? cancelReservation : completeReservation)(reservation.id).unwrap()}
    />
  );
}
