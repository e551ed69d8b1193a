import { slotStartsAt } from './api-date';

/** How long a booking waits for its payment: the backend's PAYMENT_WINDOW_MS (mocks/domain/transactions.ts). */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * When a booking's payment is due, counted from `from`: 24 hours later, but never after the session starts.
 * The backend's `paymentDeadline`; for a booking without a transaction, counted from when it was made, the
 * moment the backend cancels it if no payment was started.
 */
export function paymentWindowEnd(from: string | Date, booking: { date: string; time: string }): Date {
  const windowEnd = new Date(from).getTime() + PAYMENT_WINDOW_MS;
  return new Date(Math.min(windowEnd, slotStartsAt(booking.date, booking.time).getTime()));
}
