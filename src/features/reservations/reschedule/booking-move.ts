import type { Reservation } from '@/lib/api/api-types';
import { customerMoveCount, type MovableBooking } from '@/lib/rules/reschedule';

/** A reservation as the move rules judge it: how often its customer moved it, counted from its moves. */
export function movableReservation(reservation: Reservation): MovableBooking {
  const customerReschedules = customerMoveCount(reservation.reschedules.map((move) => move.movedBy.role));
  return { status: reservation.status, date: reservation.date, time: reservation.timeSlot.time, customerReschedules };
}
