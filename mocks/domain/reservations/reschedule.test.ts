import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { NOT_CHANGEABLE_MESSAGE } from '@/lib/rules/bookings';
import { beyondHorizonMessage } from '@/lib/rules/booking-window';
import {
  RESCHEDULE_REASON_REQUIRED_MESSAGE,
  rescheduleTooLateMessage,
  RESCHEDULE_USED_MESSAGE,
  SESSION_STARTED_MESSAGE,
} from '@/lib/rules/reschedule';
import { addDays, HOUR_MS, slotStart } from '@/lib/rules/studio-time';
import type { Db } from '@mocks/db/schema';
import type { Caller } from '../accounts/access';
import { dayFromRulesToday, NOW, QUIET_DAY } from '@mocks/test-kit/clock';
import { book, expectRefusal, expectRefusedToOutsiders, payInFull, sendNewProof, slotId } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { createTransaction, decideProof } from '../transactions/transactions';
import { SLOT_TAKEN } from './bookable-slot';
import { expirableTransactions } from './expiry';
import { cancelReservation, completeReservation } from './reservations';
import { RESCHEDULED_MESSAGE, rescheduleReservation, SAME_SCHEDULE_MESSAGE } from './reschedule';
import { insertRow, nextId } from '@mocks/db/draft';

const world = seededWorld();
startWithoutBookings(world);

const LATER_DAY = addDays(QUIET_DAY, 7);
/** A day soon enough for the sessions signed in at NOW to still be valid when the tests move the clock to it. */
const SOON = dayFromRulesToday(3);
/** A move to the later day at 11:00, as its customer or the admin asks it. */
const moveTo = (db: Db, date = LATER_DAY, time = '11:00', reason?: string) => ({
  date,
  timeId: slotId(db, time),
  ...(reason === undefined ? {} : { reason }),
});
const reschedulesOf = (db: Db, id: number) => db.reschedules.filter((move) => move.reservationId === id);
const customer = () => world.as('customer');
/** A move that must be refused with this status and message, changing nothing. */
const expectMoveRefused = (caller: Caller, id: number, move: object, status: number, message: string) =>
  expectRefusal(world.db, () => rescheduleReservation(world.db, caller, id, move), status, message);
const admin = () => world.as('admin');

describe('rescheduleReservation by its customer', () => {
  it('moves the booking in one step: same id and price, the new day and slot, the move recorded', () => {
    const id = book(world.db, customer());
    const outcome = rescheduleReservation(world.db, customer(), id, moveTo(world.db));
    expect(outcome).toMatchObject({ status: 200, message: RESCHEDULED_MESSAGE });
    expect(outcome.data).toMatchObject({ id, date: LATER_DAY, total: 350_000, timeSlot: { time: '11:00' } });
    const move = {
      fromDate: QUIET_DAY,
      fromTime: '10:20',
      toDate: LATER_DAY,
      toTime: '11:00',
      reason: null,
      createdAt: NOW.toISOString(),
    };
    expect(outcome.data.reschedules).toEqual([
      { id: expect.any(Number), movedBy: { name: 'Sari Wulandari', role: 'user' }, ...move },
    ]);
    expect(reschedulesOf(world.db, id)).toEqual([
      { id: expect.any(Number), reservationId: id, movedBy: world.idOf('customer'), movedByRole: 'user', ...move },
    ]);
  });

  it('frees the old slot and holds the new one at once', () => {
    const id = book(world.db, customer());
    rescheduleReservation(world.db, customer(), id, moveTo(world.db));
    expect(book(world.db, world.as('freshCustomer'))).toBeGreaterThan(id);
    expectRefusal(
      world.db,
      () => book(world.db, world.as('freshCustomer'), { date: LATER_DAY, time: '11:00' }),
      409,
      SLOT_TAKEN,
    );
  });

  it('carries the payment over: no new transaction, its status and proofs kept', () => {
    const id = book(world.db, customer());
    const transactionId = payInFull(world.db, customer(), admin(), id);
    const before = structuredClone(world.db.transactions);
    const proofs = structuredClone(world.db.transactionDetails);
    rescheduleReservation(world.db, customer(), id, moveTo(world.db));
    expect(world.db.transactions).toEqual(before);
    expect(world.db.transactionDetails).toEqual(proofs);
    expect(world.db.transactions.find((row) => row.id === transactionId)?.status).toBe('paid');
  });

  it('never extends an unpaid payment’s deadline, but brings it forward to a sooner session’s start', () => {
    const id = book(world.db, customer());
    const { expiredAt } = createTransaction(world.db, customer(), { reservationId: id, type: 'fullpayment' }).data;
    rescheduleReservation(world.db, customer(), id, moveTo(world.db));
    const transaction = () => world.db.transactions.find((row) => row.reservationId === id);
    expect(transaction()?.expiredAt).toBe(expiredAt);

    const soon = book(world.db, world.as('freshCustomer'));
    createTransaction(world.db, world.as('freshCustomer'), { reservationId: soon, type: 'fullpayment' });
    const today = dayFromRulesToday(0);
    rescheduleReservation(world.db, world.as('freshCustomer'), soon, moveTo(world.db, today, '15:00'));
    const sooner = world.db.transactions.find((row) => row.reservationId === soon);
    expect(sooner?.expiredAt).toBe(slotStart(today, '15:00').toISOString());
  });

  it('answers a repeated request as done, without using a second move', () => {
    const id = book(world.db, customer());
    rescheduleReservation(world.db, customer(), id, moveTo(world.db));
    const again = rescheduleReservation(world.db, customer(), id, moveTo(world.db));
    expect(again).toMatchObject({ status: 200, message: RESCHEDULED_MESSAGE, data: { date: LATER_DAY } });
    expect(reschedulesOf(world.db, id)).toHaveLength(1);
  });

  it('refuses the day and slot it already has', () => {
    const id = book(world.db, customer());
    expectMoveRefused(customer(), id, moveTo(world.db, QUIET_DAY, '10:20'), 400, SAME_SCHEDULE_MESSAGE);
  });

  it('moves once: a second move to somewhere else is refused', () => {
    const id = book(world.db, customer());
    rescheduleReservation(world.db, customer(), id, moveTo(world.db));
    expectMoveRefused(customer(), id, moveTo(world.db, LATER_DAY, '12:00'), 409, RESCHEDULE_USED_MESSAGE);
  });

  it('moves only while the session is more than 24 hours away', () => {
    const id = book(world.db, customer(), { date: SOON });
    const start = slotStart(SOON, '10:20').getTime();
    const dayBefore = world.as('customer', new Date(start - 24 * HOUR_MS));
    expectMoveRefused(
      dayBefore,
      id,
      moveTo(world.db),
      409,
      rescheduleTooLateMessage(DEFAULT_SETTINGS.booking.reschedule),
    );
    const justEarlier = world.as('customer', new Date(start - 24 * HOUR_MS - 1));
    expect(rescheduleReservation(world.db, justEarlier, id, moveTo(world.db)).status).toBe(200);
  });

  it.each([
    ['a slot another booking holds', LATER_DAY, '11:00', 409, SLOT_TAKEN],
    ['a day before today', dayFromRulesToday(-1), '11:00', 400, 'Tanggal tidak boleh sebelum hari ini'],
    ['a day past the booking horizon', dayFromRulesToday(181), '11:00', 400, beyondHorizonMessage(180)],
  ])('refuses %s, changing nothing', (_case, date, time, status, message) => {
    book(world.db, world.as('freshCustomer'), { date: LATER_DAY, time: '11:00' });
    const id = book(world.db, customer());
    expectMoveRefused(customer(), id, moveTo(world.db, date, time), status, message);
  });

  it('refuses a day the studio is closed', () => {
    insertRow(world.db, 'closures', {
      id: nextId(world.db, 'closures'),
      startDate: LATER_DAY,
      endDate: addDays(LATER_DAY, 2),
      label: 'Libur Renovasi',
      note: '',
      createdAt: NOW.toISOString(),
    });
    const id = book(world.db, customer());
    expectMoveRefused(
      customer(),
      id,
      moveTo(world.db, addDays(LATER_DAY, 2)),
      409,
      'Studio tutup pada tanggal ini (Libur Renovasi)',
    );
  });

  it('refuses a cancelled or finished booking, and one whose session has started', () => {
    const cancelled = book(world.db, customer());
    cancelReservation(world.db, admin(), cancelled);
    expectMoveRefused(customer(), cancelled, moveTo(world.db), 409, NOT_CHANGEABLE_MESSAGE);
    const finished = book(world.db, customer(), { date: SOON, time: '12:00' });
    payInFull(world.db, customer(), admin(), finished);
    const finishedStart = slotStart(SOON, '12:00');
    completeReservation(world.db, world.as('admin', finishedStart), finished);
    expectMoveRefused(world.as('customer', finishedStart), finished, moveTo(world.db), 409, NOT_CHANGEABLE_MESSAGE);
    const started = book(world.db, customer(), { date: SOON, time: '13:00' });
    const atStart = world.as('admin', slotStart(SOON, '13:00'));
    expectMoveRefused(
      atStart,
      started,
      moveTo(world.db, LATER_DAY, '12:00', 'Studio penuh'),
      409,
      SESSION_STARTED_MESSAGE,
    );
  });

  it('is refused to other customers (403) and visitors (401), and 404 for an unknown booking', () => {
    const id = book(world.db, customer());
    expectRefusedToOutsiders(
      world,
      (caller) => rescheduleReservation(world.db, caller, id, moveTo(world.db)),
      'freshCustomer',
    );
    expectMoveRefused(customer(), 9999, moveTo(world.db), 404, 'Data tidak ditemukan');
  });
});

describe('rescheduleReservation by the admin', () => {
  it('needs a reason, and keeps it in the move', () => {
    const id = book(world.db, customer());
    expectMoveRefused(admin(), id, moveTo(world.db), 400, RESCHEDULE_REASON_REQUIRED_MESSAGE);
    rescheduleReservation(world.db, admin(), id, moveTo(world.db, LATER_DAY, '11:00', 'Fotografer sakit'));
    expect(reschedulesOf(world.db, id)).toMatchObject([
      { movedBy: world.idOf('admin'), movedByRole: 'admin', reason: 'Fotografer sakit' },
    ]);
  });

  it('may pass the 24-hour notice and the customer’s one move, which its own moves do not use', () => {
    const id = book(world.db, customer());
    rescheduleReservation(world.db, customer(), id, moveTo(world.db, SOON));
    const start = slotStart(SOON, '11:00').getTime();
    const hourBefore = world.as('admin', new Date(start - HOUR_MS));
    const outcome = rescheduleReservation(
      world.db,
      hourBefore,
      id,
      moveTo(world.db, SOON, '12:00', 'Permintaan pelanggan'),
    );
    expect(outcome.data).toMatchObject({ id, timeSlot: { time: '12:00' } });
    expect(reschedulesOf(world.db, id).map((move) => move.movedByRole)).toEqual(['user', 'admin']);
  });

  it('moves a down payment’s balance deadline with the session, since it is due when the session starts', () => {
    const id = book(world.db, customer());
    const transactionId = createTransaction(world.db, customer(), { reservationId: id, type: 'downpayment' }).data.id;
    decideProof(world.db, admin(), transactionId, sendNewProof(world.db, customer(), transactionId), true);
    const { expiredAt } = world.db.transactions.find((row) => row.id === transactionId) ?? {};
    rescheduleReservation(world.db, admin(), id, moveTo(world.db, LATER_DAY, '11:00', 'Studio penuh'));
    expect(world.db.transactions.find((row) => row.id === transactionId)).toMatchObject({
      status: 'unpaid',
      expiredAt,
    });
    const balance = expirableTransactions(world.db).find(({ transaction }) => transaction.id === transactionId);
    expect(balance?.deadline).toBe(slotStart(LATER_DAY, '11:00').getTime());
  });
});
