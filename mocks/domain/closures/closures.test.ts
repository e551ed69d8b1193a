import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/rules/studio-time';
import { QUIET_DAY } from '@mocks/test-kit/clock';
import { book, expectRefusal, expectRefusedToOutsiders, payInFull } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { createTransaction } from '../transactions/transactions';
import { cancelReservation } from '../reservations/reservations';
import {
  BOOKINGS_CHANGED_MESSAGE,
  bookingsOnClosingDays,
  createClosure,
  deleteClosure,
  listClosedDays,
} from './closures';
import { removeRows } from '@mocks/db/draft';

const world = seededWorld();
startWithoutBookings(world);
// Each test closes its own days: the seed's closure ahead goes.
beforeEach(() => {
  removeRows(world.db, 'closures', () => true);
});

const admin = () => world.as('admin');
const FIRST = QUIET_DAY;
const LAST = addDays(QUIET_DAY, 2);
const lebaran = { startDate: FIRST, endDate: LAST, label: 'Libur Idul Fitri', note: 'Buka kembali Senin.' };
const between = (start: string, end: string) => new URLSearchParams({ startDate: start, endDate: end });

describe('createClosure', () => {
  it('closes a range of days with its label and note: new bookings on them are refused', () => {
    const outcome = createClosure(world.db, admin(), lebaran);
    expect(outcome).toEqual({
      status: 201,
      message: 'Hari tutup berhasil disimpan',
      data: { id: expect.any(Number), ...lebaran },
    });
    for (const day of [FIRST, addDays(FIRST, 1), LAST]) {
      expectRefusal(
        world.db,
        () => book(world.db, world.as('customer'), { date: day }),
        409,
        'Studio tutup pada tanggal ini (Libur Idul Fitri)',
      );
    }
    expect(book(world.db, world.as('customer'), { date: addDays(LAST, 1) })).toBeGreaterThan(0);
  });

  it('merges closures that overlap or adjoin, keeping every label and note once', () => {
    createClosure(world.db, admin(), lebaran);
    createClosure(world.db, admin(), {
      startDate: addDays(LAST, 1),
      endDate: addDays(LAST, 3),
      label: 'Cuti Bersama',
      note: 'Buka kembali Senin.',
    });
    createClosure(world.db, admin(), { startDate: addDays(FIRST, -1), endDate: FIRST, label: 'Libur Idul Fitri' });
    expect(listClosedDays(world.db).data).toEqual([
      {
        id: expect.any(Number),
        startDate: addDays(FIRST, -1),
        endDate: addDays(LAST, 3),
        label: 'Libur Idul Fitri · Cuti Bersama',
        note: 'Buka kembali Senin.',
      },
    ]);
  });

  it('keeps closures apart when a day lies between them, listed by first day', () => {
    createClosure(world.db, admin(), { ...lebaran, startDate: addDays(LAST, 2), endDate: addDays(LAST, 2) });
    createClosure(world.db, admin(), lebaran);
    expect(listClosedDays(world.db).data.map((closure) => closure.startDate)).toEqual([FIRST, addDays(LAST, 2)]);
  });

  it('refuses an end before the start, and a missing label', () => {
    expectRefusal(
      world.db,
      () => createClosure(world.db, admin(), { ...lebaran, endDate: addDays(FIRST, -1) }),
      400,
      'Tanggal selesai tidak boleh sebelum tanggal mulai',
    );
    expectRefusal(
      world.db,
      () => createClosure(world.db, admin(), { ...lebaran, label: ' ' }),
      400,
      'Nama libur tidak boleh kosong',
    );
  });

  it('is for admins only', () => {
    expectRefusedToOutsiders(world, (caller) => createClosure(world.db, caller, lebaran));
  });
});

describe('closing days with active bookings', () => {
  it('lists them with their customer and payment status, for the admin to decide', () => {
    const unpaid = book(world.db, world.as('customer'));
    createTransaction(world.db, world.as('customer'), { reservationId: unpaid, type: 'fullpayment' });
    const paid = book(world.db, world.as('freshCustomer'), { date: LAST, time: '11:00' });
    payInFull(world.db, world.as('freshCustomer'), admin(), paid);
    const none = book(world.db, world.as('freshCustomer'), { time: '12:00' });
    const outcome = bookingsOnClosingDays(world.db, admin(), between(FIRST, LAST));
    expect(outcome.data).toEqual([
      {
        id: unpaid,
        date: FIRST,
        time: '10:20',
        customer: { id: world.idOf('customer'), name: 'Sari Wulandari', phone: expect.any(String) },
        paymentStatus: 'unpaid',
      },
      { id: none, date: FIRST, time: '12:00', customer: expect.any(Object), paymentStatus: 'none' },
      { id: paid, date: LAST, time: '11:00', customer: expect.any(Object), paymentStatus: 'paid' },
    ]);
  });

  it('refuses to close over a booking without a decision, and cancels nothing silently', () => {
    book(world.db, world.as('customer'));
    expectRefusal(world.db, () => createClosure(world.db, admin(), lebaran), 409, BOOKINGS_CHANGED_MESSAGE);
  });

  it('refuses decisions for bookings no longer there: one cancelled since the form was opened', () => {
    const gone = book(world.db, world.as('customer'));
    cancelReservation(world.db, admin(), gone);
    expectRefusal(
      world.db,
      () => createClosure(world.db, admin(), { ...lebaran, decisions: [{ reservationId: gone, action: 'cancel' }] }),
      409,
      BOOKINGS_CHANGED_MESSAGE,
    );
  });

  it('keeps, leaves for a reschedule request, or cancels each booking as decided', () => {
    const kept = book(world.db, world.as('customer'));
    const asked = book(world.db, world.as('customer'), { time: '11:00' });
    const cancelled = book(world.db, world.as('freshCustomer'), { date: LAST });
    createClosure(world.db, admin(), {
      ...lebaran,
      decisions: [
        { reservationId: kept, action: 'keep' },
        { reservationId: asked, action: 'ask' },
        { reservationId: cancelled, action: 'cancel' },
      ],
    });
    const statusOf = (id: number) => world.db.reservations.find((row) => row.id === id)?.status;
    expect([statusOf(kept), statusOf(asked), statusOf(cancelled)]).toEqual(['pending', 'pending', 'cancelled']);
    expect(world.db.refunds).toEqual([]);
  });

  it('gives back all that was paid for a booking it cancels', () => {
    const paid = book(world.db, world.as('freshCustomer'), { date: LAST });
    payInFull(world.db, world.as('freshCustomer'), admin(), paid);
    createClosure(world.db, admin(), { ...lebaran, decisions: [{ reservationId: paid, action: 'cancel' }] });
    const total = world.db.reservations.find((row) => row.id === paid)?.total;
    expect(world.db.refunds).toEqual([
      expect.objectContaining({
        reservationId: paid,
        amount: total,
        paid: total,
        by: 'closure',
        reason: 'Studio tutup: Libur Idul Fitri',
        status: 'waiting',
      }),
    ]);
  });

  it('refuses dates that are not calendar days, or an end before the start', () => {
    expectRefusal(
      world.db,
      () => bookingsOnClosingDays(world.db, admin(), between(LAST, FIRST)),
      400,
      'Format tanggal tidak valid',
    );
    expectRefusal(
      world.db,
      () => bookingsOnClosingDays(world.db, admin(), between('besok', LAST)),
      400,
      'Format tanggal tidak valid',
    );
  });
});

describe('deleteClosure', () => {
  it('opens the days again', () => {
    const { id } = createClosure(world.db, admin(), lebaran).data;
    expect(deleteClosure(world.db, admin(), id)).toMatchObject({ status: 200, message: 'Hari tutup berhasil dihapus' });
    expect(listClosedDays(world.db).data).toEqual([]);
    expect(book(world.db, world.as('customer'))).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown closure and is for admins only', () => {
    const { id } = createClosure(world.db, admin(), lebaran).data;
    expectRefusal(world.db, () => deleteClosure(world.db, admin(), 999), 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => deleteClosure(world.db, caller, id));
  });
});
