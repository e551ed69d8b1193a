import { describe, expect, it } from 'vitest';
import { MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import { TODAY } from '@mocks/test-kit/clock';
import { book, expectRefusal, expectRefusedToOutsiders } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { checkIn, markNoShow, undoCheckIn, undoNoShow } from './arrivals';
import { completeReservation } from './reservations';

const world = seededWorld();
startWithoutBookings(world);

const START = slotStart(TODAY, '11:20').getTime();
const minutesFromStart = (minutes: number) => new Date(START + minutes * MINUTE_MS);
const admin = (minutes: number) => world.as('admin', minutesFromStart(minutes));

/** Today's 11:20 session, booked by the customer an hour and a half before. */
const todaysBooking = () =>
  book(world.db, world.as('freshCustomer', minutesFromStart(-90)), { date: TODAY, time: '11:20' });

describe('check-in', () => {
  it('records the arrival once: a second check-in, by another admin at the same moment, is refused', () => {
    const id = todaysBooking();
    const outcome = checkIn(world.db, admin(-5), id);
    expect(outcome).toMatchObject({ status: 200, message: 'Check-in berhasil' });
    expect(outcome.data.checkedInAt).toBe(minutesFromStart(-5).toISOString());
    expectRefusal(world.db, () => checkIn(world.db, admin(-5), id), 409, 'Pelanggan sudah check-in');
  });

  it('is undone the same day, and then taken again', () => {
    const id = todaysBooking();
    checkIn(world.db, admin(3), id);
    expect(undoCheckIn(world.db, admin(4), id).data.checkedInAt).toBeNull();
    expect(checkIn(world.db, admin(6), id).data.checkedInAt).toBe(minutesFromStart(6).toISOString());
  });

  it('refuses a booking that is not today, or ended', () => {
    const id = todaysBooking();
    expectRefusal(world.db, () => checkIn(world.db, admin(-24 * 60), id), 409, 'Hanya dapat dilakukan pada hari sesi');
    markNoShow(world.db, admin(20), id);
    expectRefusal(world.db, () => checkIn(world.db, admin(21), id), 409, 'Reservasi sudah ditandai tidak hadir');
  });

  it('is for the admin only', () => {
    const id = todaysBooking();
    expectRefusedToOutsiders(world, (caller) => checkIn(world.db, { ...caller, now: minutesFromStart(0) }, id));
  });
});

describe('no-show', () => {
  it('ends a booking nobody came to, from 15 minutes after its start, and is undone the same day', () => {
    const id = todaysBooking();
    expectRefusal(
      world.db,
      () => markNoShow(world.db, admin(14), id),
      409,
      'Tidak hadir baru dapat ditandai 15 menit setelah sesi dimulai',
    );
    expect(markNoShow(world.db, admin(15), id).data.status).toBe('no-show');
    expectRefusal(world.db, () => completeReservation(world.db, admin(16), id), 409, 'Reservasi tidak dapat diubah');
    expect(undoNoShow(world.db, admin(30), id).data.status).toBe('pending');
  });

  it('is never marked on a customer who came', () => {
    const id = todaysBooking();
    checkIn(world.db, admin(10), id);
    expectRefusal(world.db, () => markNoShow(world.db, admin(20), id), 409, 'Pelanggan sudah check-in');
  });

  it('is undone only on the session’s day', () => {
    const id = todaysBooking();
    markNoShow(world.db, admin(20), id);
    expectRefusal(
      world.db,
      () => undoNoShow(world.db, admin(24 * 60), id),
      409,
      'Hanya dapat dilakukan pada hari sesi',
    );
  });
});
