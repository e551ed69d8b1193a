import { describe, expect, it } from 'vitest';
import type { PublicReview, Reservation, Review } from '@/lib/api/api-types';
import { NEAR_FIXED_NOW } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import {
  callApi,
  BAD_TOKEN,
  book,
  FORBIDDEN,
  NOT_FOUND,
  setUpTestBackend,
  tokenFor,
  UNAUTHORIZED,
} from '../test-kit/http-client';

const { expectRefused } = setUpTestBackend();

/** The demo customer's own reservations, by whether they are done and reviewed. */
async function ownReservations(customer: string) {
  const own = (await callApi<Reservation[]>('GET', 'reservations/user', { token: customer })).body.data;
  const find = (matches: (reservation: Reservation) => boolean) => {
    const found = own.find(matches);
    if (!found) throw new Error('the seed has no such reservation');
    return found;
  };
  return {
    unreviewed: find((reservation) => reservation.status === 'success' && reservation.review.length === 0),
    reviewed: find((reservation) => reservation.status === 'success' && reservation.review.length > 0),
    pending: find((reservation) => reservation.status === 'pending'),
  };
}

describe('POST /review', () => {
  it('reviews a completed reservation of the customer (201); it leads /reviews/some', async () => {
    const customer = await tokenFor('customer');
    const { unreviewed } = await ownReservations(customer);
    const body = { reservationId: unreviewed.id, rating: 4, review: '  Hasilnya rapi dan fotografernya ramah.  ' };
    const result = await callApi<Review>('POST', 'review', { token: customer, body });
    const { id, date, status, total, updatedAt, timeSlot, category, categoryPackage, reservation_detail } = unreviewed;
    expect(result).toEqual({
      status: 201,
      body: {
        data: {
          id: expect.any(Number),
          reservationId: unreviewed.id,
          rating: 4,
          review: 'Hasilnya rapi dan fotografernya ramah.',
          createdAt: expect.stringMatching(NEAR_FIXED_NOW),
          reservation: { id, date, status, total, updatedAt, timeSlot, category, categoryPackage, reservation_detail },
          user: { id: unreviewed.user.id, name: 'Sari Wulandari' },
        },
        message: 'Ulasan berhasil dikirim',
      },
    });
    const some = await callApi<PublicReview[]>('GET', 'reviews/some');
    expect(some.body.data[0]).toEqual({
      id: result.body.data.id,
      rating: 4,
      review: 'Hasilnya rapi dan fotografernya ramah.',
      createdAt: expect.stringMatching(NEAR_FIXED_NOW),
      user: { name: 'Sari Wulandari' },
    });
  });

  it('refuses a second review (409) and a reservation that is not completed (409)', async () => {
    const customer = await tokenFor('customer');
    const { reviewed, pending } = await ownReservations(customer);
    await expectRefused(
      () =>
        callApi('POST', 'review', { token: customer, body: { reservationId: reviewed.id, rating: 5, review: 'Lagi' } }),
      409,
      'Ulasan sudah diberikan',
    );
    await expectRefused(
      () =>
        callApi('POST', 'review', { token: customer, body: { reservationId: pending.id, rating: 5, review: 'Cepat' } }),
      409,
      'Reservasi belum selesai',
    );
  });

  it('refuses visitors (401), admins and other customers (403), and unknown reservations (404)', async () => {
    const customer = await tokenFor('customer');
    const { unreviewed } = await ownReservations(customer);
    const body = { reservationId: unreviewed.id, rating: 5, review: 'Bagus' };
    await expectRefused(() => callApi('POST', 'review', { body }), 401, UNAUTHORIZED);
    await expectRefused(() => callApi('POST', 'review', { body, token: BAD_TOKEN }), 401, UNAUTHORIZED);
    const [admin, stranger] = await Promise.all([tokenFor('admin'), tokenFor(newCustomer)]);
    await expectRefused(() => callApi('POST', 'review', { body, token: admin }), 403, FORBIDDEN);
    await expectRefused(() => callApi('POST', 'review', { body, token: stranger }), 403, FORBIDDEN);
    await expectRefused(
      () => callApi('POST', 'review', { body: { ...body, reservationId: 9999 }, token: customer }),
      404,
      NOT_FOUND,
    );
  });

  it.each([
    ['nothing', {}, 'ID Reservasi tidak boleh kosong'],
    ['no rating', { reservationId: 1, review: 'Bagus' }, 'Rating tidak boleh kosong'],
    ['rating 0', { reservationId: 1, rating: 0, review: 'Bagus' }, 'Rating harus dipilih'],
    ['a fractional rating', { reservationId: 1, rating: 3.5, review: 'Bagus' }, 'Rating harus dipilih'],
    ['rating 6', { reservationId: 1, rating: 6, review: 'Bagus' }, 'Rating maksimal 5'],
    ['no text', { reservationId: 1, rating: 5, review: '   ' }, 'Review minimal 1 karakter'],
    [
      'a text over 1000 characters',
      { reservationId: 1, rating: 5, review: 'a'.repeat(1001) },
      'Review maksimal 1000 karakter',
    ],
  ])('refuses %s (400)', async (_case, body, message) => {
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('POST', 'review', { token: customer, body }), 400, message);
  });
});

describe('reading reviews', () => {
  it('GET /reviews/some: the 10 newest, with only the rating, the text and the writer’s name, for visitors', async () => {
    const result = await callApi<PublicReview[]>('GET', 'reviews/some');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data ulasan');
    expect(result.body.data).toHaveLength(10);
    for (const review of result.body.data) {
      expect(Object.keys(review).sort()).toEqual(['createdAt', 'id', 'rating', 'review', 'user']);
      expect(Object.keys(review.user)).toEqual(['name']);
    }
    const created = result.body.data.map((review) => review.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('GET /reviews: every review with its reservation, for admins only', async () => {
    const admin = await tokenFor('admin');
    const result = await callApi<Review[]>('GET', 'reviews', { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data ulasan');
    expect(result.body.data).toHaveLength(24);
    expect(result.body.data[0]).toEqual({
      id: expect.any(Number),
      reservationId: expect.any(Number),
      rating: expect.any(Number),
      review: expect.any(String),
      createdAt: expect.any(String),
      reservation: {
        id: expect.any(Number),
        date: expect.any(String),
        status: 'success',
        total: expect.any(Number),
        updatedAt: expect.any(String),
        timeSlot: { id: expect.any(Number), time: expect.any(String) },
        category: { id: expect.any(Number), name: expect.any(String), images: [expect.any(String)] },
        categoryPackage: { id: expect.any(Number), name: expect.any(String), price: expect.any(Number) },
        reservation_detail: expect.any(Array),
      },
      user: { id: expect.any(Number), name: expect.any(String) },
    });
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('GET', 'reviews', { token: customer }), 403, FORBIDDEN);
    await expectRefused(() => callApi('GET', 'reviews'), 401, UNAUTHORIZED);
  });

  it('GET /review/{reservationId}: the review of a reservation, for its owner and admins', async () => {
    const customer = await tokenFor('customer');
    const { reviewed, unreviewed } = await ownReservations(customer);
    const result = await callApi<Review>('GET', `review/${reviewed.id}`, { token: customer });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data ulasan');
    expect(result.body.data).toMatchObject({
      reservationId: reviewed.id,
      rating: reviewed.review[0]?.rating,
      review: reviewed.review[0]?.review,
    });
    expect((await callApi('GET', `review/${reviewed.id}`, { token: await tokenFor('admin') })).body.data).toEqual(
      result.body.data,
    );

    const stranger = await tokenFor(newCustomer);
    await expectRefused(() => callApi('GET', `review/${reviewed.id}`, { token: stranger }), 403, FORBIDDEN);
    await expectRefused(() => callApi('GET', `review/${reviewed.id}`), 401, UNAUTHORIZED);
    await expectRefused(() => callApi('GET', `review/${unreviewed.id}`, { token: customer }), 404, NOT_FOUND);
    await expectRefused(() => callApi('GET', 'review/9999', { token: customer }), 404, NOT_FOUND);
    const fresh = await book(stranger);
    await expectRefused(() => callApi('GET', `review/${fresh.id}`, { token: stranger }), 404, NOT_FOUND);
  });
});
