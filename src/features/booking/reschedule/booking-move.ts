import type { Reservation } from '@/lib/api/api-types';
import { formatStudioMoment } from '@/lib/format';
import type { MovableBooking } from '@/lib/rules/reschedule';
import { slotStart } from '@/lib/rules/studio-time';

/** A session's start as the studio's day and wall clock: "Sabtu, 12 Desember 2026 pukul 10.20 WIB". */
export function sessionMoment(date: string, time: string): string {
  return formatStudioMoment(slotStart(date, time));
}

/** A reservation as the move rules judge it: how often its customer moved it, counted from its moves. */
export function movableReservation(reservation: Reservation): MovableBooking {
  const customerReschedules = reservation.reschedules.filter((move) => move.movedBy.role === 'user').length;
  return { status: reservation.status, date: reservation.date, time: reservation.timeSlot.time, customerReschedules };
}
