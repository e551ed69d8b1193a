import { describe, expect, it } from 'vitest';
import type { BookedSlot, PublicReview, Reservation, Review, Transaction } from '@/lib/api/api-types';
import { FREE_DAY } from '../test-kit/clock';
import { newCustomer, otherCustomer } from '../test-kit/customers';
import {
  callApi,
  decideProof,
  logIn,
  ORIGIN,
  payWith,
  setUpTestBackend,
  tokenFor,
  travelToSessionOf,
  uploadForm,
} from '../test-kit/http-client';
import { pngBytes, pngFile } from '../test-kit/png';

setUpTestBackend();

describe('a booking from start to finish, through the API only', () => {
  it('books, pays with an uploaded proof, is validated, paid, completed and reviewed', async () => {
    const [customer, admin] = await Promise.all([tokenFor(newCustomer), tokenFor('admin')]);

    const booked = await callApi<Reservation>('POST', 'reservation', {
      token: customer,
      body: { date: FREE_DAY, timeId: 5, categoryId: 2, categoryPackageId: 4, addons: [{ id: 6, quantity: 2 }] },
    });
    expect(booked.status).toBe(201);
    const reservation = booked.body.data;
    expect(reservation).toMatchObject({
      status: 'pending',
      total: 250_000 + 2 * 35_000,
      timeSlot: { id: 5, time: '11:40' },
    });

    const started = await callApi<Transaction>('POST', 'transaction', {
      token: customer,
      body: { reservationId: reservation.id, type: 'fullpayment' },
    });
    expect(started.status).toBe(201);
    const transaction = started.body.data;
    expect(transaction).toMatchObject({ status: 'unpaid', total: 320_000, reservationId: reservation.id });

    const pay = async () => {
      const uploaded = await callApi<string[]>('POST', 'upload', {
        token: customer,
        form: uploadForm('transaction', [pngFile('bukti.png')]),
      });
      expect(uploaded.status).toBe(201);
      const [image] = uploaded.body.data;
      const served = await fetch(`${ORIGIN}${image}`);
      expect(served.headers.get('Content-Type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());
      const paid = await payWith(customer, transaction.id, image);
      expect(paid.status).toBe(201);
      const proof = paid.body.data.transaction_detail.at(-1);
      expect(proof).toMatchObject({ isValid: null, total: 320_000, images: [{ imageUrl: image }] });
      return proof?.id;
    };

    const rejectedId = await pay();
    const rejected = await decideProof(admin, transaction.id, 'invalid', rejectedId);
    expect(rejected.status).toBe(200);

    const acceptedId = await pay();
    const accepted = await decideProof(admin, transaction.id, 'valid', acceptedId);
    expect(accepted.body.data.transaction_detail.map((proof) => proof.isValid)).toEqual(['false', 'true']);

    const paid = await callApi<Transaction>('PUT', `transaction/${transaction.id}/paid`, { token: admin });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('paid');

    const complete = (token: string) =>
      callApi<Reservation>('PATCH', `reservation/${reservation.id}/success`, { token });
    expect(await complete(admin)).toEqual({
      status: 409,
      body: { message: 'Sesi belum dimulai, reservasi belum dapat diselesaikan' },
    });
    await travelToSessionOf(reservation);
    const completed = await complete(await tokenFor('admin'));
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({
      status: 'success',
      transactions: [{ id: transaction.id, status: 'paid' }],
    });

    const afterSession = await logIn(newCustomer);
    const reviewed = await callApi<Review>('POST', 'review', {
      token: afterSession,
      body: { reservationId: reservation.id, rating: 5, review: 'Cetakannya tajam, pelayanannya cepat.' },
    });
    expect(reviewed.status).toBe(201);

    const history = await callApi<Reservation[]>('GET', 'reservations/user', { token: afterSession });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        id: reservation.id,
        status: 'success',
        review: [expect.objectContaining({ rating: 5 })],
      }),
    ]);
    const some = await callApi<PublicReview[]>('GET', 'reviews/some');
    expect(some.body.data[0]).toMatchObject({
      rating: 5,
      review: 'Cetakannya tajam, pelayanannya cepat.',
      user: { name: 'Budi Santoso' },
    });
    const own = await callApi<Review>('GET', `review/${reservation.id}`, { token: afterSession });
    expect(own.body.data).toMatchObject({ id: reviewed.body.data.id, reservationId: reservation.id });
  });

  it('lets an unpaid booking expire when the demo clock passes its deadline, freeing the slot', async () => {
    const customer = await tokenFor(newCustomer);
    const booking = { date: FREE_DAY, timeId: 12, categoryId: 1, categoryPackageId: 2 };
    const reservation = (await callApi<Reservation>('POST', 'reservation', { token: customer, body: booking })).body
      .data;
    const transaction = (
      await callApi<Transaction>('POST', 'transaction', {
        token: customer,
        body: { reservationId: reservation.id, type: 'downpayment' },
      })
    ).body.data;

    const deadline = Date.parse(transaction.expiredAt);
    const moved = await callApi('POST', '__demo/clock', { body: { now: new Date(deadline + 60_000).toISOString() } });
    expect(moved.status).toBe(200);

    const read = await callApi<Transaction>('GET', `transaction/${transaction.id}`, { token: customer });
    expect(read.body.data).toMatchObject({
      status: 'expired',
      reservation: { id: reservation.id, status: 'cancelled' },
    });
    const own = await callApi<Reservation>('GET', `reservation/${reservation.id}`, { token: customer });
    expect(own.body.data).toMatchObject({
      status: 'cancelled',
      transactions: [{ id: transaction.id, status: 'expired' }],
    });

    const other = await tokenFor(otherCustomer);
    const day = await callApi<BookedSlot[]>('GET', `reservation/date?date=${FREE_DAY}`, { token: other });
    expect(day.body.data).toEqual([]);
    const rebooked = await callApi<Reservation>('POST', 'reservation', { token: other, body: booking });
    expect(rebooked.status).toBe(201);
    expect(rebooked.body.data.timeSlot).toEqual(reservation.timeSlot);
  });
});
