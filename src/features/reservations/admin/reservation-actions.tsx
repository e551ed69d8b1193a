import { ConfirmedActions, type ConfirmedAction } from '@/components/confirmed-actions';
import type { Reservation } from '@/lib/api/api-types';
import { completionRefusal, SESSION_NOT_STARTED_MESSAGE } from '@/lib/rules/bookings';
import { bookingMoney } from '@/lib/rules/money';
import { useNow } from '@/lib/time/use-now';
import { useCancelReservationMutation, useCompleteReservationMutation } from '@/lib/api/endpoints/reservations';
import { PaidCancelDialog } from './paid-cancel-dialog';

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

/** What reached the studio for the booking: the accepted installments of its transaction, as the backend counts them. */
function paidFor({ total, transactions }: Reservation): number {
  return bookingMoney(
    total,
    transactions.flatMap((transaction) => transaction.transaction_detail),
  ).paid;
}

/**
 * 'Batal': the plain confirmation when nothing was paid; with money paid, the confirmation also asks why and what
 * to give back (`PaidCancelDialog`).
 */
function cancelOf(reservation: Reservation): ConfirmedAction<Action> {
  const paid = paidFor(reservation);
  if (paid === 0) return cancel;
  return {
    ...cancel,
    dialog: (state) => <PaidCancelDialog {...state} reservationId={reservation.id} paid={paid} text={cancel.text} />,
  };
}

/** 'Batal' always; 'Selesai' once paid, disabled with the rule's reason until the session has started. */
function actionsOf(reservation: Reservation, now: Date): ConfirmedAction<Action>[] {
  const { status, date, timeSlot, transactions } = reservation;
  const cancelAction = cancelOf(reservation);
  const refusal = completionRefusal({ status, date, time: timeSlot.time, transactions }, now);
  if (refusal === undefined) return [cancelAction, complete];
  if (refusal === SESSION_NOT_STARTED_MESSAGE) return [cancelAction, { ...complete, disabledReason: refusal }];
  return [cancelAction];
}

/**
 * Cancel ('Batal') and complete ('Selesai') a pending reservation, each after a confirmation, by the app clock. An
 * unpaid booking's cancel sends no body; a paid one's is sent by its own dialog, with the reason and the refund.
 */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const now = useNow();
  const [cancelReservation] = useCancelReservationMutation();
  const [completeReservation] = useCompleteReservationMutation();
  if (reservation.status !== 'pending') return null;
  return (
    <ConfirmedActions
      actions={actionsOf(reservation, now)}
      perform={(action) =>
        action === 'cancel'
          ? cancelReservation({ id: reservation.id }).unwrap()
          : completeReservation(reservation.id).unwrap()
      }
    />
  );
}
