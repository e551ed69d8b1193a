import { addPastReservations } from '@mocks/db/seed-bulk';
import type { Draft } from '@mocks/db/draft';
import { badRequest, conflict } from '../errors';
import { ok, type Outcome } from '../outcome';

/** The most `__demo/past-reservations` adds in one request. */
const MAX_PAST_RESERVATIONS_PER_REQUEST = 20_000;

/**
 * The most reservations the store holds for `__demo/past-reservations` to add more: every reservation
 * counts (the seed's, the customers' and earlier bulk ones). Room for the 10,000 of the benchmark and of the
 * demo panel's button, twice over the seed, while the stored snapshot stays a few tens of megabytes.
 */
export const MAX_STORE_RESERVATIONS = 20_000;

/** A count as Indonesian writes it, with dots between thousands: 20.000. */
const formatted = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const pastReservationMessages = {
  count: `Jumlah harus antara 1 dan ${MAX_PAST_RESERVATIONS_PER_REQUEST}`,
  full: `Data demo sudah berisi ${formatted(MAX_STORE_RESERVATIONS)} reservasi, batas maksimumnya. Mulai ulang data demo untuk menambah lagi.`,
} as const;

/**
 * Adds up to `count` finished reservations on past days, never taking the store past
 * `MAX_STORE_RESERVATIONS` in total: a request that would go over it adds only up to the cap (and says so),
 * and one made when the store is already full is refused (409) without changing anything.
 */
export function addPastReservationsWithinCap(db: Draft, count: unknown, now: Date): Outcome<{ added: number }> {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PAST_RESERVATIONS_PER_REQUEST) {
    throw badRequest(pastReservationMessages.count);
  }
  const room = MAX_STORE_RESERVATIONS - db.reservations.length;
  if (room <= 0) throw conflict(pastReservationMessages.full);
  const added = addPastReservations(db, Math.min(count, room), now);
  const capped = added < count && db.reservations.length >= MAX_STORE_RESERVATIONS;
  const message = capped
    ? `${formatted(added)} reservasi lama ditambahkan; data demo kini berisi ${formatted(MAX_STORE_RESERVATIONS)} reservasi, batas maksimumnya`
    : `${formatted(added)} reservasi lama ditambahkan`;
  return ok({ added }, message);
}
