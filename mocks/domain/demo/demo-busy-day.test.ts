import { describe, expect, it } from 'vitest';
import type { Db, ReservationRow } from '@mocks/db/schema';
import { receiptImageUnder, type BookingStage } from './demo-bookings';
import { BUSY_DAY_BOOKINGS, fillToday } from './demo-busy-day';
import { demoAccount, signInAs } from './demo-people';
import { bookingsOn } from './demo-slots';
import { expireOverdue } from '../reservations/expiry';
import { HOUR_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { dayFromRulesToday, NOW } from '@mocks/test-kit/clock';
import { seededWorld } from '@mocks/test-kit/world';
import { removeRows } from '@mocks/db/draft';

const world = seededWorld();

/** 15:00 and 21:00 in Jakarta on a day after every seeded booking, 20 days from the seed's. */
const QUIET_AFTERNOON = new Date(`${dayFromRulesToday(20).slice(0, 10)}T08:00:00.000Z`);
const QUIET_EVENING = new Date(`${dayFromRulesToday(20).slice(0, 10)}T14:00:00.000Z`);

/** Today at `now` as the admin lives it: the store's upkeep done, then the day filled. */
function fill(now: Date): { added: number; addedRows: ReservationRow[] } {
  const { db } = world;
  expireOverdue(db, now);
  const known = new Set(db.reservations.map((row) => row.id));
  const added = fillToday(db, signInAs(db, demoAccount(db, 'admin'), now), now, receiptImageUnder('/'));
  return { added, addedRows: db.reservations.filter((row) => !known.has(row.id)) };
}

function stageOf(db: Db, reservation: ReservationRow): BookingStage {
  if (reservation.status === 'success') return 'completed';
  const transaction = db.transactions.find((row) => row.reservationId === reservation.id);
  if (transaction?.status === 'paid') return 'paid';
  const proofs = db.transactionDetails.filter((proof) => proof.transactionId === transaction?.id);
  return proofs.some((proof) => proof.isValid === null) ? 'proof-waiting' : 'awaiting-payment';
}

const startOf = (reservation: ReservationRow) => slotStart(reservation.date, reservation.snapshot.time);

describe('fillToday', () => {
  it('adds bookings to today’s open slots until there are 8, before the first session', () => {
    const seeded = bookingsOn(world.db, studioDayOf(NOW));
    expect(seeded).toBeLessThan(BUSY_DAY_BOOKINGS);
    const { added, addedRows } = fill(NOW);
    expect(added).toBe(BUSY_DAY_BOOKINGS - seeded);
    expect(bookingsOn(world.db, studioDayOf(NOW))).toBe(BUSY_DAY_BOOKINGS);
    expect(addedRows.map((row) => stageOf(world.db, row))).toEqual(
      ['awaiting-payment', 'proof-waiting', 'paid'].slice(0, added),
    );
  });

  it('mixes every stage on an empty day, each in a slot that suits it', () => {
    const { added, addedRows } = fill(QUIET_AFTERNOON);
    expect(added).toBe(BUSY_DAY_BOOKINGS);
    const stages = addedRows.map((row) => stageOf(world.db, row));
    expect(new Set(stages)).toEqual(new Set(['awaiting-payment', 'proof-waiting', 'paid', 'completed']));
    for (const row of addedRows) {
      const stage = stageOf(world.db, row);
      if (stage === 'completed')
        expect(startOf(row).getTime() + HOUR_MS).toBeLessThanOrEqual(QUIET_AFTERNOON.getTime());
      if (stage === 'awaiting-payment' || stage === 'proof-waiting') expect(startOf(row) > QUIET_AFTERNOON).toBe(true);
    }
    expect(expireOverdue(world.db, QUIET_AFTERNOON)).toBe(0);
  });

  it('fills a day whose sessions are all over with completed and paid bookings', () => {
    const { addedRows } = fill(QUIET_EVENING);
    expect(addedRows).toHaveLength(BUSY_DAY_BOOKINGS);
    expect(new Set(addedRows.map((row) => stageOf(world.db, row)))).toEqual(new Set(['completed', 'paid']));
    expect(expireOverdue(world.db, QUIET_EVENING)).toBe(0);
  });

  it('spreads the bookings over customers, none holding more than 3 pending', () => {
    fill(QUIET_AFTERNOON);
    const pendingByCustomer = new Map<number, number>();
    for (const row of world.db.reservations.filter((reservation) => reservation.status === 'pending')) {
      pendingByCustomer.set(row.userId, (pendingByCustomer.get(row.userId) ?? 0) + 1);
    }
    expect(Math.max(...pendingByCustomer.values())).toBeLessThanOrEqual(3);
    expect(
      world.db.reservations.filter(
        (row) => row.userId === world.idOf('customer') && row.date === studioDayOf(QUIET_AFTERNOON),
      ),
    ).toEqual([]);
  });

  it('adds nothing to a day that already has 8 bookings', () => {
    fill(NOW);
    const before = world.db.reservations;
    expect(fill(NOW).added).toBe(0);
    expect(world.db.reservations).toEqual(before);
  });

  it('adds as many as the open slots allow when the day has fewer', () => {
    const kept = new Set(world.db.timeSlots.slice(0, 3));
    removeRows(world.db, 'timeSlots', (slot) => !kept.has(slot));
    expect(fill(QUIET_AFTERNOON).added).toBe(3);
  });
});
