import { DAY_MS, HOUR_MS, slotStart } from './studio-time';

/** How long a booking waits for its payment once it is made or a payment method is chosen. */
export const PAYMENT_WINDOW_MS = DAY_MS;

/**
 * When a booking's payment is due, counted from `from`: 24 hours later, but never after the session starts.
 * For a booking without a transaction, counted from when it was made, the moment the backend cancels it if
 * no payment was started.
 */
export function paymentWindowEnd(from: string | number | Date, session: { date: string; time: string }): Date {
  const windowEnd = new Date(from).getTime() + PAYMENT_WINDOW_MS;
  return new Date(Math.min(windowEnd, slotStart(session.date, session.time).getTime()));
}

/** How close a payment deadline is when the admin's lists mark it: it passes within the next three hours. */
const DEADLINE_SOON_MS = 3 * HOUR_MS;

/** Whether a deadline is still ahead of `now` but passes within `DEADLINE_SOON_MS`. */
export function isDeadlineSoon(deadline: Date, now: Date): boolean {
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left <= DEADLINE_SOON_MS;
}
