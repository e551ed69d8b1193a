/**
 * What the studio knows of a customer from their bookings: how they first came, how often, what they paid, when
 * they last came and will come next, and what counts against them (no-shows, late cancellations). The customers
 * list, a customer's page and its CSV export read these figures from the backend, which computes them here.
 */
import type { BookingChannel, ReservationStatus } from '../api/api-types';
import { HOUR_MS, hasSessionStarted, slotStart } from './studio-time';

/**
 * Who called a booking off: the customer, the admin, the studio's closing of its day, or the upkeep once its payment
 * deadline passed unpaid.
 */
export const CANCELLERS = ['customer', 'admin', 'closure', 'expiry'] as const;
export type Canceller = (typeof CANCELLERS)[number];

export interface Cancellation {
  /** The instant it was called off. */
  at: string;
  by: Canceller;
}

/** A cancellation made less than this long before the session's start is late: the slot could not be resold. */
export const LATE_CANCELLATION_MS = 24 * HOUR_MS;

/** What the figures need of one of the customer's bookings. */
export interface RecordedBooking {
  status: ReservationStatus;
  /** The calendar day at 00:00 UTC. */
  date: string;
  /** HH:mm */
  time: string;
  channel: BookingChannel;
  checkedInAt: string | null;
  cancellation: Cancellation | null;
  createdAt: string;
  /** What reached the studio for it: its accepted installments (`bookingMoney(...).paid`). */
  paid: number;
}

/**
 * Whether a booking was called off late: by the customer or by the admin (most often at the customer's word) less
 * than 24 hours before its start, or after it. Not when the studio closed the day, nor when it lapsed unpaid (the
 * customer never had it).
 */
export function isLateCancellation(booking: Pick<RecordedBooking, 'date' | 'time' | 'cancellation'>): boolean {
  const { cancellation } = booking;
  if (cancellation === null || cancellation.by === 'closure' || cancellation.by === 'expiry') return false;
  return slotStart(booking.date, booking.time).getTime() - Date.parse(cancellation.at) < LATE_CANCELLATION_MS;
}

/** Whether the customer came to the session: it was checked in or marked done, and has started by `now`. */
export function isVisit(booking: RecordedBooking, now: Date): boolean {
  return (booking.status === 'success' || booking.checkedInAt !== null) && hasSessionStarted(booking, now);
}

/** Whether a booking is a session still to come: pending and not started by `now`. */
export function isUpcoming(booking: RecordedBooking, now: Date): boolean {
  return booking.status === 'pending' && !hasSessionStarted(booking, now);
}

/** A customer's figures, as the customers list shows them. */
export interface CustomerRecord {
  /** How their first booking came in; null before any. */
  firstChannel: BookingChannel | null;
  reservationCount: number;
  /** Rupiah received from them, over all their bookings. */
  paid: number;
  /** When the session they last came to started; null if they never came. */
  lastVisit: string | null;
  /** When their next session starts; null with none to come. */
  nextVisit: string | null;
  noShows: number;
  lateCancellations: number;
}

const sessionStart = (booking: RecordedBooking) => slotStart(booking.date, booking.time).getTime();

/** The figures of a customer with these bookings (in any order) at `now`. */
export function customerRecord(bookings: readonly RecordedBooking[], now: Date): CustomerRecord {
  const first = bookings.reduce<RecordedBooking | undefined>(
    (earliest, booking) => (earliest === undefined || booking.createdAt < earliest.createdAt ? booking : earliest),
    undefined,
  );
  const visits = bookings.filter((booking) => isVisit(booking, now)).map(sessionStart);
  const upcoming = bookings.filter((booking) => isUpcoming(booking, now)).map(sessionStart);
  return {
    firstChannel: first?.channel ?? null,
    reservationCount: bookings.length,
    paid: bookings.reduce((sum, booking) => sum + booking.paid, 0),
    lastVisit: visits.length > 0 ? new Date(Math.max(...visits)).toISOString() : null,
    nextVisit: upcoming.length > 0 ? new Date(Math.min(...upcoming)).toISOString() : null,
    noShows: bookings.filter((booking) => booking.status === 'no-show').length,
    lateCancellations: bookings.filter(isLateCancellation).length,
  };
}
