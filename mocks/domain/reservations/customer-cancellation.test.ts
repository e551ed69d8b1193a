import { describe, expect, it } from 'vitest';
import { PROOF_ALREADY_SENT_MESSAGE as PROOF_ALREADY_SENT } from '@/lib/rules/bookings';
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
  it('cancels the owner’s pending booking that has no transaction yet', () => {
    const id = ownBooking();
    const outcome = cancelOwnReservation(world.db, world.as('freshCustomer'), String(id));
    expect(outcome).toMatchObject({
      status: 200,
      message: 'Reservasi berhasil dibatalkan',
      data: { id, status: 'cancelled', transactions: [] },
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

  it('refuses once a proof was sent and waits for validation', () => {
    const id = ownBooking();
    sendProof(openTransaction(id));
    expectOwnCancellationRefused(id, 409, PROOF_ALREADY_SENT);
  });

  it('refuses once a proof was sent, even one the admin found invalid', () => {
    const id = ownBooking();
    const transactionId = openTransaction(id);
    decideProof(world.db, world.as('admin'), transactionId, sendProof(transactionId), false);
    expectOwnCancellationRefused(id, 409, PROOF_ALREADY_SENT);
  });

  it('refuses a down payment whose first installment is valid', () => {
    const id = ownBooking();
    const transactionId = openTransaction(id, 'downpayment');
    decideProof(world.db, world.as('admin'), transactionId, sendProof(transactionId), true);
    expectOwnCancellationRefused(id, 409, PROOF_ALREADY_SENT);
  });

  it('is not blocked by another booking’s proof', () => {
    const paying = ownBooking('10:20');
    sendProof(openTransaction(paying));
    const id = ownBooking('10:40');
    openTransaction(id);
    expect(cancelOwnReservation(world.db, world.as('freshCustomer'), id).data.status).toBe('cancelled');
  });
});
