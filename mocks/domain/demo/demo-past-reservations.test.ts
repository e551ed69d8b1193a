import { describe, expect, it } from 'vitest';
import {
  addPastReservationsWithinCap,
  MAX_STORE_RESERVATIONS,
  pastReservationMessages,
} from './demo-past-reservations';
import { DomainError } from '../errors';
import { NOW } from '@mocks/test-kit/clock';
import { seededWorld } from '@mocks/test-kit/world';

const world = seededWorld();

function refusalOf(work: () => unknown): { status: number; message: string } | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message };
    throw error;
  }
  return undefined;
}

describe('finding 10: __demo/past-reservations can no longer be repeated until storage is full', () => {
  it('adds the asked number while the store has room', () => {
    const before = world.db.reservations.length;
    expect(addPastReservationsWithinCap(world.db, 300, NOW)).toEqual({
      status: 200,
      data: { added: 300 },
      message: '300 reservasi lama ditambahkan',
    });
    expect(world.db.reservations).toHaveLength(before + 300);
  });

  it('adds only up to 20,000 reservations in total, says so, then refuses more (409) without changing anything', () => {
    expect(MAX_STORE_RESERVATIONS).toBe(20_000);
    const first = addPastReservationsWithinCap(world.db, 10_000, NOW);
    expect(first.data.added).toBe(10_000);
    expect(first.message).toBe('10.000 reservasi lama ditambahkan');

    const room = MAX_STORE_RESERVATIONS - world.db.reservations.length;
    expect(room).toBeGreaterThan(0);
    expect(room).toBeLessThan(10_000);
    const second = addPastReservationsWithinCap(world.db, 10_000, NOW);
    expect(second.data.added).toBe(room);
    expect(second.message).toMatch(
      /^\d{1,3}(\.\d{3})* reservasi lama ditambahkan; data demo kini berisi 20\.000 reservasi, batas maksimumnya$/,
    );
    expect(world.db.reservations).toHaveLength(MAX_STORE_RESERVATIONS);

    const sizes = { reservations: world.db.reservations.length, transactions: world.db.transactions.length };
    expect(refusalOf(() => addPastReservationsWithinCap(world.db, 1, NOW))).toEqual({
      status: 409,
      message: pastReservationMessages.full,
    });
    expect(pastReservationMessages.full).toBe(
      'Data demo sudah berisi 20.000 reservasi, batas maksimumnya. Mulai ulang data demo untuk menambah lagi.',
    );
    expect({ reservations: world.db.reservations.length, transactions: world.db.transactions.length }).toEqual(sizes);
  });

  it.each([0, -1, 20_001, 1.5, '10', undefined])('refuses %s as a count (400) without adding anything', (count) => {
    const before = world.db.reservations.length;
    expect(refusalOf(() => addPastReservationsWithinCap(world.db, count, NOW))).toEqual({
      status: 400,
      message: 'Jumlah harus antara 1 dan 20000',
    });
    expect(world.db.reservations).toHaveLength(before);
  });
});
