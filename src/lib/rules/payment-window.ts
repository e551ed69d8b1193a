import type { BookingChannel } from '../api/api-types';
import { isStaffBooking } from './booking-channels';
import { addDays, HOUR_MS, slotStart } from './studio-time';

/** What the payment rules need of a booking: its session (calendar day at 00:00 UTC, HH:mm) and how it came in. */
export interface PayableBooking {
  date: string;
  time: string;
  channel: BookingChannel;
}

/**
 * The last moment a booking's payments may come, whatever is still due: the session's start for a booking the
 * customer made in the app; for one the studio took itself (a walk-in, a chat, a call), the end of the session's
 * day in the studio's time zone, so the customer may pay at the counter when they come, even after the session.
 */
export function paymentCutoff(booking: PayableBooking): Date {
  return isStaffBooking(booking.channel)
    ? slotStart(addDays(booking.date, 1), '00:00')
    : slotStart(booking.date, booking.time);
}

/**
 * When a booking's first payment is due, counted from `from`: `holdHours` later (how long an unpaid booking holds
 * its slot, as its policy says), but never after its cutoff (`paymentCutoff`). For a booking without a
 * transaction, counted from when it was made, the moment the backend cancels it if no payment was started.
 */
export function paymentWindowEnd(from: string | number | Date, booking: PayableBooking, holdHours: number): Date {
  const windowEnd = new Date(from).getTime() + holdHours * HOUR_MS;
  return new Date(Math.min(windowEnd, paymentCutoff(booking).getTime()));
}

/** How close a payment deadline is when the admin's lists mark it: it passes within the next three hours. */
const DEADLINE_SOON_MS = 3 * HOUR_MS;

/** Whether a deadline is still ahead of `now` but passes within `DEADLINE_SOON_MS`. */
export function isDeadlineSoon(deadline: Date, now: Date): boolean {
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left <= DEADLINE_SOON_MS;
}
