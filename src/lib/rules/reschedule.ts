/**
 * Moving a booking to another day or time. The studio's policy: a customer may move a booking once, while
 * its session is more than 24 hours away; an admin may move any booking that has not started, giving a
 * reason. The backend refuses with these messages, and the screens show the same ones beside the button.
 */
import type { ReservationStatus } from '../api/api-types';
import { NOT_CHANGEABLE_MESSAGE } from './bookings';
import type { Role } from './roles';
import { hasSessionStarted, HOUR_MS, slotStart } from './studio-time';

/** How long before the session a customer may still move it. */
const RESCHEDULE_NOTICE_HOURS = 24;
/** How many times a customer may move one booking; an admin's moves do not count. */
export const CUSTOMER_RESCHEDULE_LIMIT = 1;

export const SESSION_STARTED_MESSAGE = 'Sesi sudah dimulai, jadwal tidak dapat diubah';
export const RESCHEDULE_TOO_LATE_MESSAGE = `Jadwal hanya dapat diubah paling lambat ${RESCHEDULE_NOTICE_HOURS} jam sebelum sesi`;
export const RESCHEDULE_USED_MESSAGE = 'Jadwal reservasi ini sudah pernah diubah';
export const RESCHEDULE_REASON_REQUIRED_MESSAGE = 'Alasan perubahan jadwal tidak boleh kosong';
/** The policy as the customer reads it before choosing. */
export const RESCHEDULE_POLICY = `Jadwal dapat diubah ${CUSTOMER_RESCHEDULE_LIMIT} kali, paling lambat ${RESCHEDULE_NOTICE_HOURS} jam sebelum sesi.`;

/** What the rules need to know of a booking to judge a move. */
export interface MovableBooking {
  status: ReservationStatus;
  /** The calendar day, as its 00:00 UTC instant. */
  date: string;
  /** HH:mm */
  time: string;
  /** How many times its customer has moved it already. */
  customerReschedules: number;
}

/** How many times its customer moved a booking, given who made each of its moves: an admin's do not count. */
export function customerMoveCount(movers: readonly Role[]): number {
  return movers.filter((role) => role === 'user').length;
}

/** Why nobody may move a booking, or undefined when it can be moved: it must be pending and not started. */
export function moveRefusal(booking: MovableBooking, now: Date): string | undefined {
  if (booking.status !== 'pending') return NOT_CHANGEABLE_MESSAGE;
  if (hasSessionStarted(booking, now)) return SESSION_STARTED_MESSAGE;
  return undefined;
}

/**
 * Why the customer may not move their booking, or undefined when they may: besides `moveRefusal`, the
 * session must be more than 24 hours away and the customer must not have moved it before.
 */
export function customerRescheduleRefusal(booking: MovableBooking, now: Date): string | undefined {
  const refusal = moveRefusal(booking, now);
  if (refusal) return refusal;
  const noticeLeft = slotStart(booking.date, booking.time).getTime() - now.getTime();
  if (noticeLeft <= RESCHEDULE_NOTICE_HOURS * HOUR_MS) return RESCHEDULE_TOO_LATE_MESSAGE;
  if (booking.customerReschedules >= CUSTOMER_RESCHEDULE_LIMIT) return RESCHEDULE_USED_MESSAGE;
  return undefined;
}
