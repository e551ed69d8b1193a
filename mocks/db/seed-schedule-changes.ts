/**
 * What the seed shows of plans changing: a closure of the studio ahead, and one of the demo customer's
 * bookings that its customer moved once already.
 */
import { addDays, DAY_MS, studioDayOf } from '@/lib/rules/studio-time';
import { insertRow, nextId, type Draft } from './draft';

/** How far ahead the seeded closure starts, past every seeded booking (two weeks ahead at most). */
const CLOSURE_STARTS_IN_DAYS = 40;

/** Closes the studio for three days ahead, as an admin would have two weeks ago. */
export function seedClosure(db: Draft, now: Date): void {
  const startDate = addDays(studioDayOf(now), CLOSURE_STARTS_IN_DAYS);
  insertRow(db, 'closures', {
    id: nextId(db, 'closures'),
    startDate,
    endDate: addDays(startDate, 2),
    label: 'Perawatan Studio',
    note: 'Studio tutup untuk perawatan peralatan dan pengecatan ulang. Buka kembali seperti biasa sesudahnya.',
    createdAt: new Date(now.getTime() - 14 * DAY_MS).toISOString(),
  });
}

/**
 * Records that the demo customer moved their latest upcoming booking once, two days ago, from the day
 * before at the same time: that booking can no longer be moved by them.
 */
export function seedRescheduledBooking(db: Draft, now: Date, customerId: number): void {
  const today = studioDayOf(now);
  const upcoming = db.reservations
    .filter((row) => row.userId === customerId && row.status === 'pending' && row.date > today)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!upcoming) return;
  insertRow(db, 'reschedules', {
    id: nextId(db, 'reschedules'),
    reservationId: upcoming.id,
    movedBy: customerId,
    movedByRole: 'user',
    fromDate: addDays(upcoming.date, -1),
    fromTime: upcoming.snapshot.time,
    toDate: upcoming.date,
    toTime: upcoming.snapshot.time,
    reason: null,
    createdAt: new Date(now.getTime() - 2 * DAY_MS).toISOString(),
  });
}
