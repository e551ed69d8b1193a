/**
 * How far ahead and how soon a session may be booked, as the studio's settings say (`booking.horizonDays`,
 * `booking.minNoticeHours`). The backend refuses with these messages; the date picker and the slots offer only
 * what they allow.
 */
import { DAY_MS, HOUR_MS, slotStart } from './studio-time';

/** Who books or moves a session: a customer keeps the minimum notice; the admin does not, and may book a walk-in. */
export type Booker = 'customer' | 'admin' | 'admin-walk-in';

/**
 * The last day that can be booked, as its 00:00 UTC instant, given the studio's today (`YYYY-MM-DD…`): up to
 * and including `horizonDays` days after it.
 */
export function lastBookableDay(today: string, horizonDays: number): string {
  const midnight = Date.parse(`${today.slice(0, 10)}T00:00:00.000Z`);
  return new Date(midnight + horizonDays * DAY_MS).toISOString();
}

export const beyondHorizonMessage = (horizonDays: number) =>
  `Tanggal hanya bisa dipesan hingga ${horizonDays} hari ke depan`;

export const tooSoonMessage = (minNoticeHours: number) =>
  `Waktu hanya bisa dipesan paling lambat ${minNoticeHours} jam sebelum sesi dimulai`;

/**
 * Whether a session not started yet starts within `minNoticeHours` of `now`, too soon for a customer to book it
 * or move to it (an admin's booking knows no notice). With no notice, nothing is too soon.
 */
export function isTooSoon(session: { date: string; time: string }, now: Date, minNoticeHours: number): boolean {
  const left = slotStart(session.date, session.time).getTime() - now.getTime();
  return left > 0 && left < minNoticeHours * HOUR_MS;
}
