import { ConfirmedActions, type ConfirmedAction } from '@/components/confirmed-actions';
import type { Reservation } from '@/lib/api/api-types';
import { completionRefusal, SESSION_NOT_STARTED_MESSAGE } from '@/lib/rules/bookings';
import { useNow } from '@/lib/time/use-now';
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

/** 'Batal' always; 'Selesai' once paid, disabled with the rule's reason until the session has started. */
function actionsOf(reservation: Reservation, now: Date): ConfirmedAction<Action>[] {
  const { status, date, timeSlot, transactions } = reservation;
  const refusal = completionRefusal({ status, date, time: timeSlot.time, transactions }, now);
  if (refusal === undefined) return [cancel, complete];
  if (refusal === SESSION_NOT_STARTED_MESSAGE) return [cancel, { ...complete, disabledReason: refusal }];
  return [cancel];
}

/** Cancel ('Batal') and complete ('Selesai') a pending reservation, each after a confirmation, by the app clock. */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const now = useNow();
  const [cancelReservation] = useCancelReservationMutation();
  const [completeReservation] = useCompleteReservationMutation();
  if (reservation.status !== 'pending') return null;
  return (
    <ConfirmedActions
      actions={actionsOf(reservation, now)}
      perform={(action) => (action === 'cancel' ? cancelReservation : completeReservation)(reservation.id).unwrap()}
    />
  );
}
