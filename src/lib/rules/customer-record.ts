/**
 * What the studio knows of a customer from their bookings: how they first came, how often, what they paid, when
 * they last came and will come next, and what counts against them (no-shows, late cancellations). The customers
 * list, a customer's page and its CSV export read these figures from the backend, which computes them here.
 */
import type { BookingChannel, ReservationStatus } from '../api/api-types';
import { HOUR_MS, slotStart } from './studio-time';

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

/** Whether the customer came to a session once it has started: it was checked in or marked done. */
const isAttended = (booking: RecordedBooking) => booking.status === 'success' || booking.checkedInAt !== null;

/** Whether a session not started yet is still to come: it is pending. */
const isStillBooked = (booking: RecordedBooking) => booking.status === 'pending';

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

/**
 * The figures of a customer with these bookings (in any order) at `now`. Each session's start is worked out once:
 * a list of every customer reads tens of thousands of bookings.
 */
export function customerRecord(bookings: readonly RecordedBooking[], now: Date): CustomerRecord {
  const first = bookings.reduce<RecordedBooking | undefined>(
    (earliest, booking) => (earliest === undefined || booking.createdAt < earliest.createdAt ? booking : earliest),
    undefined,
  );
  let lastVisit = -Infinity;
  let nextVisit = Infinity;
  for (const booking of bookings) {
    const start = slotStart(booking.date, booking.time).getTime();
    const hasStarted = start <= now.getTime();
    if (hasStarted && isAttended(booking)) lastVisit = Math.max(lastVisit, start);
    if (!hasStarted && isStillBooked(booking)) nextVisit = Math.min(nextVisit, start);
  }
  return {
    firstChannel: first?.channel ?? null,
    reservationCount: bookings.length,
    paid: bookings.reduce((sum, booking) => sum + booking.paid, 0),
    lastVisit: Number.isFinite(lastVisit) ? new Date(lastVisit).toISOString() : null,
    nextVisit: Number.isFinite(nextVisit) ? new Date(nextVisit).toISOString() : null,
    noShows: bookings.filter((booking) => booking.status === 'no-show').length,
    lateCancellations: bookings.filter(isLateCancellation).length,
  };
}
