import type { Reservation } from '@/lib/api/api-types';
import { customerMoveCount, type MovableBooking } from '@/lib/rules/reschedule';

/** A reservation as the move rules judge it: how often its customer moved it, counted from its moves. */
export function movableReservation(reservation: Reservation): MovableBooking {
  const customerReschedules = customerMoveCount(reservation.reschedules.map((move) => move.movedBy.role));
  const { status, date, timeSlot, policy } = reservation;
  return { status, date, time: timeSlot.time, customerReschedules, policy: policy.reschedule };
}
