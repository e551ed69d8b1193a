import { describe, expect, it } from 'vitest';
import { expireOverdue } from '../domain/reservations/expiry';
import { addPastReservations } from './seed-bulk';
import { createTestSeed } from '../test-kit/seed';
import { draftOf } from './draft';

const now = new Date('2026-11-22T05:00:00.000Z');

describe('bulk past reservations', () => {
  it('adds exactly the asked number of finished bookings on past days, never double-booking a slot', async () => {
    const db = draftOf(await createTestSeed(now));
    const before = db.reservations.length;
    expect(addPastReservations(db, 10_000, now)).toBe(10_000);
    expect(db.reservations).toHaveLength(before + 10_000);

    const held = db.reservations
      .filter((row) => row.status !== 'cancelled')
      .map((row) => `${row.date}|${row.snapshot.time}`);
    expect(new Set(held).size).toBe(held.length);
    const added = db.reservations.slice(before);
    expect(added.every((row) => row.date < '2026-11-22' && row.status !== 'pending')).toBe(true);
    expect(new Set(added.map((row) => row.status))).toEqual(new Set(['success', 'cancelled']));
    expect(expireOverdue(db, now)).toBe(0);
  });

  it('computes each total from the package and add-ons, and pays completed ones in full', async () => {
    const db = draftOf(await createTestSeed(now));
    const before = db.reservations.length;
    addPastReservations(db, 300, now);
    for (const reservation of db.reservations.slice(before)) {
      const details = db.reservationDetails.filter((detail) => detail.reservationId === reservation.id);
      const expected = details.reduce(
        (sum, detail) => sum + detail.addonPrice * detail.quantity,
        reservation.snapshot.packagePrice,
      );
      expect(reservation.total).toBe(expected);
      const transaction = db.transactions.find((row) => row.reservationId === reservation.id);
      expect(transaction?.status).toBe(reservation.status === 'success' ? 'paid' : 'expired');
    }
  });
});
