/**
 * Moving a booking to another day or time. The policy a booking was made under (its `policy.reschedule`, from the
 * studio's settings then) says how many times its customer may move it and until how many hours before the
 * session (by default once, until 24 hours before); an admin may move any booking that has not started, giving a
 * reason. The backend refuses with these messages, and the screens show the same ones beside the button.
 */
import type { ReschedulePolicy, ReservationStatus } from '../api/api-types';
import { NOT_CHANGEABLE_MESSAGE } from './bookings';
import type { Role } from './roles';
import { hasSessionStarted, HOUR_MS, slotStart } from './studio-time';

export const SESSION_STARTED_MESSAGE = 'Sesi sudah dimulai, jadwal tidak dapat diubah';
export const rescheduleTooLateMessage = ({ noticeHours }: ReschedulePolicy) =>
  `Jadwal hanya dapat diubah paling lambat ${noticeHours} jam sebelum sesi`;
export const RESCHEDULE_USED_MESSAGE = 'Jadwal reservasi ini sudah pernah diubah';
export const RESCHEDULE_NOT_OFFERED_MESSAGE = 'Jadwal reservasi ini tidak dapat diubah sendiri';
export const RESCHEDULE_REASON_REQUIRED_MESSAGE = 'Alasan perubahan jadwal tidak boleh kosong';

/** A booking's move policy as the customer reads it before choosing. */
export function reschedulePolicyText({ limit, noticeHours }: ReschedulePolicy): string {
  if (limit === 0) return 'Jadwal reservasi ini tidak dapat diubah sendiri.';
  return `Jadwal dapat diubah ${limit} kali, paling lambat ${noticeHours} jam sebelum sesi.`;
}

/** What the rules need to know of a booking to judge a move. */
export interface MovableBooking {
  status: ReservationStatus;
  /** The calendar day, as its 00:00 UTC instant. */
  date: string;
  /** HH:mm */
  time: string;
  /** How many times its customer has moved it already. */
  customerReschedules: number;
  /** The move policy it was made under. */
  policy: ReschedulePolicy;
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
 * Why the customer may not move their booking, or undefined when they may: besides `moveRefusal`, its policy
 * must let customers move it, the session must be more than the policy's notice away, and the customer must not
 * have used up the policy's moves.
 */
export function customerRescheduleRefusal(booking: MovableBooking, now: Date): string | undefined {
  const refusal = moveRefusal(booking, now);
  if (refusal) return refusal;
  const { policy } = booking;
  if (policy.limit === 0) return RESCHEDULE_NOT_OFFERED_MESSAGE;
  const noticeLeft = slotStart(booking.date, booking.time).getTime() - now.getTime();
  if (noticeLeft <= policy.noticeHours * HOUR_MS) return rescheduleTooLateMessage(policy);
  if (booking.customerReschedules >= policy.limit) return RESCHEDULE_USED_MESSAGE;
  return undefined;
}

/** Whether the customer's next move of a booking is the last its policy allows. */
export function isLastCustomerMove(booking: MovableBooking): boolean {
  return booking.customerReschedules + 1 >= booking.policy.limit;
}
