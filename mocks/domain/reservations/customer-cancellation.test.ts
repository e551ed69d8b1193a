import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_REQUIRED_MESSAGE,
  CANCEL_SESSION_STARTED_MESSAGE,
  PROOF_AWAITING_DECISION_MESSAGE,
} from '@/lib/rules/refunds';
import { updateRow } from '@mocks/db/draft';
import { HOUR_MS } from '@mocks/test-kit/clock';
import { sessionStartOf } from './reservation-records';
import { cancelOwnReservation } from './customer-cancellation';
import { cancelReservation, createReservation, getReservation } from './reservations';
import { NOW } from '@mocks/test-kit/clock';
import { freshCustomer } from '@mocks/test-kit/customers';
import {
  book,
  completeAtSessionStart,
  expectRefusal,
  payInFull,
  reservationRequest,
  sendNewProof,
  signedInAt,
} from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { createTransaction, decideProof, getTransaction } from '../transactions/transactions';

const world = seededWorld();
const NOT_CHANGEABLE = 'Reservasi tidak dapat diubah';
const FORBIDDEN = 'Anda tidak memiliki akses';
const ACCOUNT = { bank: 'BCA', number: '1234567890', holder: 'Rina Anggraini' };

/** A booking of the newly registered customer, who owns it in these tests. */
const ownBooking = (time = '10:20') => book(world.db, world.as('freshCustomer'), { time });

function openTransaction(reservationId: number, type: 'fullpayment' | 'downpayment' = 'fullpayment'): number {
  return createTransaction(world.db, world.as('freshCustomer'), { reservationId, type }).data.id;
}

/** The owner's cancellation of a booking, which must be refused with this status and message. */
function expectOwnCancellationRefused(id: unknown, status: number, message: string) {
  expectRefusal(world.db, () => cancelOwnReservation(world.db, world.as('freshCustomer'), id), status, message);
}

/** Sends a proof for the transaction and answers its id. */
const sendProof = (transactionId: number) => sendNewProof(world.db, world.as('freshCustomer'), transactionId);

describe('cancelOwnReservation', () => {
  it('cancels the owner’s pending booking that has no transaction yet, giving nothing back', () => {
    const id = ownBooking();
    const outcome = cancelOwnReservation(world.db, world.as('freshCustomer'), String(id));
    expect(outcome).toMatchObject({
      status: 200,
      message: 'Reservasi berhasil dibatalkan',
      data: { id, status: 'cancelled', transactions: [], refund: null },
    });
    expect(outcome.data).toEqual(getReservation(world.db, world.as('freshCustomer'), id).data);
    expect(world.db.reservations.find((row) => row.id === id)?.updatedAt).toBe(NOW.toISOString());
  });

  it('expires the booking’s unpaid transaction, as the admin’s cancel does', () => {
    const id = ownBooking();
    const transactionId = openTransaction(id);
    const { data } = cancelOwnReservation(world.db, world.as('freshCustomer'), id);
    expect(data.transactions).toEqual([expect.objectContaining({ id: transactionId, status: 'expired' })]);
    expect(getTransaction(world.db, world.as('freshCustomer'), transactionId).data.status).toBe('expired');
  });

  it('frees the slot for anyone to book that day', () => {
    const id = ownBooking('13:00');
    const request = reservationRequest(world.db, { time: '13:00' });
    expectRefusal(
      world.db,
      () => createReservation(world.db, world.as('customer'), request),
      409,
      'Waktu sudah dipesan, silakan pilih waktu lain',
    );
    cancelOwnReservation(world.db, world.as('freshCustomer'), id);
    expect(createReservation(world.db, world.as('customer'), request).status).toBe(201);
  });

  it('is for the owner only: other customers and admins get 403, visitors 401', () => {
    const id = ownBooking();
    expectRefusal(world.db, () => cancelOwnReservation(world.db, world.as('customer'), id), 403, FORBIDDEN);
    expectRefusal(world.db, () => cancelOwnReservation(world.db, world.as('admin'), id), 403, FORBIDDEN);
    expectRefusal(
      world.db,
      () => cancelOwnReservation(world.db, world.as('visitor'), id),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });

  it('answers 404 for an unknown reservation, but refuses admins before looking it up', () => {
    expectOwnCancellationRefused(9999, 404, 'Data tidak ditemukan');
    expectOwnCancellationRefused('1e0', 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => cancelOwnReservation(world.db, world.as('admin'), 9999), 403, FORBIDDEN);
  });

  it('checks ownership before the state, so another customer learns nothing of it', () => {
    const id = ownBooking();
    cancelReservation(world.db, world.as('admin'), id);
    expectRefusal(world.db, () => cancelOwnReservation(world.db, world.as('customer'), id), 403, FORBIDDEN);
  });

  it('refuses a booking that is no longer pending', () => {
    const cancelled = ownBooking('10:20');
    cancelReservation(world.db, world.as('admin'), cancelled);
    expectOwnCancellationRefused(cancelled, 409, NOT_CHANGEABLE);
    const completed = ownBooking('10:40');
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), completed);
    const sessionStarted = new Date(completeAtSessionStart(world.db, completed).data.updatedAt);
    const owner = signedInAt(world.db, freshCustomer.email, sessionStarted);
    expectRefusal(world.db, () => cancelOwnReservation(world.db, owner, completed), 409, NOT_CHANGEABLE);
  });

  it('refuses while a proof waits for the admin’s decision: what it brings is not known yet', () => {
    const id = ownBooking();
    sendProof(openTransaction(id));
    expectOwnCancellationRefused(id, 409, PROOF_AWAITING_DECISION_MESSAGE);
  });

  it('cancels after a proof the admin found invalid, giving nothing back: nothing reached the studio', () => {
    const id = ownBooking();
    const transactionId = openTransaction(id);
    decideProof(world.db, world.as('admin'), transactionId, sendProof(transactionId), false);
    const { data } = cancelOwnReservation(world.db, world.as('freshCustomer'), id);
    expect(data).toMatchObject({ status: 'cancelled', refund: null });
  });

  it('gives back what was paid as the policy says, to the bank account the customer names', () => {
    const id = ownBooking();
    const transactionId = openTransaction(id, 'downpayment');
    decideProof(world.db, world.as('admin'), transactionId, sendProof(transactionId), true);
    const total = world.db.reservations.find((row) => row.id === id)?.total ?? 0;
    expectOwnCancellationRefused(id, 400, BANK_ACCOUNT_REQUIRED_MESSAGE);
    expectRefusal(
      world.db,
      () =>
        cancelOwnReservation(world.db, world.as('freshCustomer'), id, {
          bankAccount: { ...ACCOUNT, number: '12-34' },
        }),
      400,
      'Nomor rekening harus 6-20 angka',
    );

    const { data } = cancelOwnReservation(world.db, world.as('freshCustomer'), id, { bankAccount: ACCOUNT });
    // Three weeks ahead: the first tier, all of the down payment (the default policy gives it back).
    expect(data.refund).toMatchObject({
      status: 'waiting',
      amount: total / 2,
      paid: total / 2,
      percent: 100,
      by: 'customer',
      reason: '',
      bankAccount: ACCOUNT,
      method: null,
      paidAt: null,
      customer: { name: freshCustomer.name },
      reservation: { id },
    });
    expect(data.status).toBe('cancelled');
  });

  it('takes the tier of the notice left, and keeps a down payment when the policy keeps it', () => {
    const id = ownBooking();
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), id, 'downpayment');
    const row = world.db.reservations.find((reservation) => reservation.id === id);
    if (!row) throw new Error('no booking');
    updateRow(world.db, 'reservations', row, {
      policy: { ...row.policy, cancellation: { ...row.policy.cancellation, downPaymentRefundable: false } },
    });
    const twoDaysBefore = new Date(sessionStartOf(row) - 48 * HOUR_MS);
    const owner = signedInAt(world.db, freshCustomer.email, twoDaysBefore);
    const { data } = cancelOwnReservation(world.db, owner, id, { bankAccount: ACCOUNT });
    // 24 to 72 hours before: half of what was paid beyond the down payment, which the policy keeps.
    expect(data.refund).toMatchObject({ amount: Math.floor(row.total / 2 / 2), paid: row.total, percent: 50 });
  });

  it('gives nothing back under 24 hours, and needs no account then', () => {
    const id = ownBooking();
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), id);
    const row = world.db.reservations.find((reservation) => reservation.id === id);
    if (!row) throw new Error('no booking');
    const owner = signedInAt(world.db, freshCustomer.email, new Date(sessionStartOf(row) - 2 * HOUR_MS));
    expect(cancelOwnReservation(world.db, owner, id).data).toMatchObject({ status: 'cancelled', refund: null });
    expect(world.db.refunds.filter((refund) => refund.reservationId === id)).toEqual([]);
  });

  it('refuses once the session has started', () => {
    const id = ownBooking();
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), id);
    const row = world.db.reservations.find((reservation) => reservation.id === id);
    if (!row) throw new Error('no booking');
    const owner = signedInAt(world.db, freshCustomer.email, new Date(sessionStartOf(row)));
    expectRefusal(world.db, () => cancelOwnReservation(world.db, owner, id), 409, CANCEL_SESSION_STARTED_MESSAGE);
  });

  it('is not blocked by another booking’s proof', () => {
    const paying = ownBooking('10:20');
    sendProof(openTransaction(paying));
    const id = ownBooking('10:40');
    openTransaction(id);
    expect(cancelOwnReservation(world.db, world.as('freshCustomer'), id).data.status).toBe('cancelled');
  });
});
