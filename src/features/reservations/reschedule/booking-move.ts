import type { Reservation } from '@/lib/api/api-types';
import type { MovableBooking } from '@/lib/rules/reschedule';

/** A reservation as the move rules judge it: how often its customer moved it, counted from its moves. */
export function movableReservation(reservation: Reservation): MovableBooking {
  const customerReschedules = reservation.reschedules.filter((move) => move.movedBy.role === 'user').length;
  return { status: reservation.status, date: reservation.date, time: reservation.timeSlot.time, customerReschedules };
}
