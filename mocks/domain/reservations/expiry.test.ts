import { describe, expect, it } from 'vitest';
import type { Db } from '@mocks/db/schema';
import { expireOverdue } from './expiry';
import { cancelReservation, createReservation, getReservation } from './reservations';
import { slotStart } from '@/lib/rules/studio-time';
import { NOW, TODAY } from '@mocks/test-kit/clock';
import { book, changeCount, payInFull, reservationRequest, sendNewProof } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { createTransaction, decideProof, getTransaction } from '../transactions/transactions';
import { createViews } from '../views';
import { changesOf, updateRow } from '@mocks/db/draft';

const world = seededWorld();
const HOUR_MS = 60 * 60 * 1000;
const DEADLINE = new Date(NOW.getTime() + 24 * HOUR_MS);
const justAfter = new Date(DEADLINE.getTime() + 1);

/** Only the bookings a test makes itself, so what expires is exactly what it expects. */
startWithoutBookings(world);

/** A booking of the new customer with an unpaid full-payment transaction due 24 hours from now. */
function unpaidBooking(time = '10:20') {
  const customer = world.as('freshCustomer');
  const reservationId = book(world.db, customer, { time });
  const transactionId = createTransaction(world.db, customer, { reservationId, type: 'fullpayment' }).data.id;
  return { reservationId, transactionId };
}

const sendProof = (transactionId: number) => sendNewProof(world.db, world.as('freshCustomer'), transactionId);

const statusOf = (db: Db, transactionId: number) =>
  getTransaction(db, world.as('admin', justAfter), transactionId).data.status;
const reservationStatusOf = (db: Db, reservationId: number) =>
  getReservation(db, world.as('admin', justAfter), reservationId).data.status;

describe('expireOverdue', () => {
  it('leaves a transaction alone until its deadline has passed', () => {
    const { reservationId, transactionId } = unpaidBooking();
    expect(getTransaction(world.db, world.as('admin'), transactionId).data.expiredAt).toBe(DEADLINE.toISOString());
    const before = changeCount(world.db);
    expect(expireOverdue(world.db, new Date(DEADLINE.getTime() - 1))).toBe(0);
    expect(changeCount(world.db)).toBe(before);
    expect(statusOf(world.db, transactionId)).toBe('unpaid');
    expect(reservationStatusOf(world.db, reservationId)).toBe('pending');
  });

  it('expires an unpaid transaction past its deadline and cancels its reservation', () => {
    const { reservationId, transactionId } = unpaidBooking();
    expect(expireOverdue(world.db, justAfter)).toBe(1);
    expect(statusOf(world.db, transactionId)).toBe('expired');
    expect(reservationStatusOf(world.db, reservationId)).toBe('cancelled');
    expect(world.db.reservations.find((row) => row.id === reservationId)?.updatedAt).toBe(justAfter.toISOString());
  });

  it('frees the slot of the cancelled reservation', () => {
    unpaidBooking('10:20');
    const request = reservationRequest(world.db, { time: '10:20' });
    const later = world.as('customer', justAfter);
    expect(() => createReservation(world.db, later, request)).toThrow('Waktu sudah dipesan, silakan pilih waktu lain');
    expireOverdue(world.db, justAfter);
    expect(createReservation(world.db, later, request).status).toBe(201);
  });

  it('expires a transaction whose only proofs were invalid', () => {
    const { transactionId } = unpaidBooking();
    decideProof(world.db, world.as('admin'), transactionId, sendProof(transactionId), false);
    expect(expireOverdue(world.db, justAfter)).toBe(1);
    expect(statusOf(world.db, transactionId)).toBe('expired');
  });

  it('does not expire a transaction with a proof waiting for validation', () => {
    const { reservationId, transactionId } = unpaidBooking();
    sendProof(transactionId);
    expect(expireOverdue(world.db, justAfter)).toBe(0);
    expect(statusOf(world.db, transactionId)).toBe('unpaid');
    expect(reservationStatusOf(world.db, reservationId)).toBe('pending');
  });

  function halfPaidBooking(time = '10:20') {
    const customer = world.as('freshCustomer');
    const reservationId = book(world.db, customer, { time });
    const transactionId = createTransaction(world.db, customer, { reservationId, type: 'downpayment' }).data.id;
    decideProof(world.db, world.as('admin'), transactionId, sendProof(transactionId), true);
    const reservation = getReservation(world.db, world.as('admin'), reservationId).data;
    return { reservationId, transactionId, sessionStart: slotStart(reservation.date, time) };
  }

  it('leaves an accepted down payment past the first deadline: the balance is due when the session starts', () => {
    const { reservationId, transactionId, sessionStart } = halfPaidBooking();
    expect(expireOverdue(world.db, justAfter)).toBe(0);
    expect(expireOverdue(world.db, new Date(sessionStart.getTime() - 1))).toBe(0);
    expect(statusOf(world.db, transactionId)).toBe('unpaid');
    expect(reservationStatusOf(world.db, reservationId)).toBe('pending');
  });

  it('a DP’s second installment is due before the session starts: unpaid then, it expires and the booking is cancelled', () => {
    const { reservationId, transactionId, sessionStart } = halfPaidBooking();
    expect(expireOverdue(world.db, sessionStart)).toBe(1);
    expect(statusOf(world.db, transactionId)).toBe('expired');
    expect(reservationStatusOf(world.db, reservationId)).toBe('cancelled');
    const keptDownPayment = world.db.transactionDetails.filter(
      (proof) => proof.transactionId === transactionId && proof.isValid === 'true',
    );
    expect(keptDownPayment).toHaveLength(1);
  });

  it('leaves a down payment whose balance proof waits at the session start to the admin, shown as overdue', () => {
    const { transactionId, sessionStart } = halfPaidBooking();
    sendProof(transactionId);
    const anHourIn = new Date(sessionStart.getTime() + HOUR_MS);
    expect(expireOverdue(world.db, anHourIn)).toBe(0);
    const transaction = world.db.transactions.find((row) => row.id === transactionId);
    if (!transaction) throw new Error('no transaction');
    expect(createViews(world.db).transaction(transaction, anHourIn)).toMatchObject({
      status: 'unpaid',
      decisionOverdue: true,
    });
  });

  it('expires at the start of the session when that comes before 24 hours', () => {
    const customer = world.as('freshCustomer');
    const reservationId = book(world.db, customer, { date: TODAY, time: '12:00' });
    const transactionId = createTransaction(world.db, customer, { reservationId, type: 'fullpayment' }).data.id;
    const start = slotStart(TODAY, '12:00');
    expect(expireOverdue(world.db, new Date(start.getTime() - 1))).toBe(0);
    expect(expireOverdue(world.db, new Date(start.getTime() + 1))).toBe(1);
    expect(statusOf(world.db, transactionId)).toBe('expired');
  });

  it('touches neither paid nor already expired transactions, and counts only what it expired', () => {
    const admin = world.as('admin');
    const customer = world.as('freshCustomer');
    payInFull(world.db, customer, admin, book(world.db, customer, { time: '11:00' }));
    const cancelled = unpaidBooking('11:20');
    cancelReservation(world.db, admin, cancelled.reservationId);
    const ended = world.db.transactions.map((row) => ({ ...row }));
    const first = unpaidBooking('10:20');
    const second = unpaidBooking('10:40');
    expect(expireOverdue(world.db, justAfter)).toBe(2);
    expect([statusOf(world.db, first.transactionId), statusOf(world.db, second.transactionId)]).toEqual([
      'expired',
      'expired',
    ]);
    for (const row of ended) expect(world.db.transactions.find((candidate) => candidate.id === row.id)).toEqual(row);
    expect(expireOverdue(world.db, new Date(justAfter.getTime() + 24 * HOUR_MS))).toBe(0);
  });
});

describe('expireOverdue: a pending reservation that never got a transaction', () => {
  const customer = (at: Date = NOW) => world.as('freshCustomer', at);
  const rowOf = (reservationId: number) => world.db.reservations.find((row) => row.id === reservationId);

  it('stays pending until 24 hours after it was booked, and is cancelled at that instant, freeing its slot', () => {
    const reservationId = book(world.db, customer());
    const before = changeCount(world.db);
    expect(expireOverdue(world.db, new Date(DEADLINE.getTime() - 1))).toBe(0);
    expect(changeCount(world.db)).toBe(before);
    expect(expireOverdue(world.db, DEADLINE)).toBe(1);
    expect(rowOf(reservationId)).toMatchObject({ status: 'cancelled', updatedAt: DEADLINE.toISOString() });
    expect(world.db.transactions).toEqual([]);
    const request = reservationRequest(world.db);
    expect(createReservation(world.db, world.as('customer', DEADLINE), request).status).toBe(201);
  });

  it('counts the 24 hours from when it was booked, not from any earlier instant', () => {
    const bookedAt = new Date(NOW.getTime() + 5 * HOUR_MS);
    const reservationId = book(world.db, customer(bookedAt));
    expect(expireOverdue(world.db, justAfter)).toBe(0);
    expect(rowOf(reservationId)?.status).toBe('pending');
    expect(expireOverdue(world.db, new Date(bookedAt.getTime() + 24 * HOUR_MS))).toBe(1);
    expect(rowOf(reservationId)?.status).toBe('cancelled');
  });

  it('is cancelled at the start of its session when that comes before 24 hours', () => {
    const reservationId = book(world.db, customer(), { date: TODAY, time: '12:00' });
    const start = slotStart(TODAY, '12:00');
    expect(expireOverdue(world.db, new Date(start.getTime() - 1))).toBe(0);
    expect(rowOf(reservationId)?.status).toBe('pending');
    expect(expireOverdue(world.db, start)).toBe(1);
    expect(rowOf(reservationId)).toMatchObject({ status: 'cancelled', updatedAt: start.toISOString() });
  });

  it('counts these reservations together with the transactions it expires', () => {
    const { transactionId } = unpaidBooking('10:20');
    const withoutTransaction = [
      book(world.db, customer(), { time: '10:40' }),
      book(world.db, customer(), { time: '11:00' }),
    ];
    expect(expireOverdue(world.db, justAfter)).toBe(3);
    expect(statusOf(world.db, transactionId)).toBe('expired');
    for (const reservationId of withoutTransaction) expect(rowOf(reservationId)?.status).toBe('cancelled');
    expect(expireOverdue(world.db, new Date(justAfter.getTime() + 1))).toBe(0);
  });

  it('leaves a reservation with a transaction to the transaction’s own deadline, even long after its session started', () => {
    const admin = world.as('admin');
    const paidReservation = book(world.db, customer(), { date: TODAY, time: '12:00' });
    payInFull(world.db, customer(), admin, paidReservation);
    const waiting = unpaidBooking('10:40');
    sendProof(waiting.transactionId);
    const before = changeCount(world.db);
    const muchLater = new Date(NOW.getTime() + 40 * 24 * HOUR_MS);
    expect(expireOverdue(world.db, muchLater)).toBe(0);
    expect(changeCount(world.db)).toBe(before);
    expect([paidReservation, waiting.reservationId].map((id) => rowOf(id)?.status)).toEqual(['pending', 'pending']);
  });

  it('leaves reservations that are no longer pending as they are', () => {
    const cancelled = book(world.db, customer(), { time: '10:40' });
    cancelReservation(world.db, world.as('admin'), cancelled);
    const completed = book(world.db, customer(), { time: '11:00' });
    const row = rowOf(completed);
    if (!row) throw new Error('no reservation');
    updateRow(world.db, 'reservations', row, { status: 'success' });
    const before = changesOf(world.db).length;
    expect(expireOverdue(world.db, justAfter)).toBe(0);
    expect(changesOf(world.db)).toHaveLength(before);
  });
});
