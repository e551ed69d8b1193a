import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import type { Db, ReservationRow } from '@mocks/db/schema';
import { createReview, listReviews, reviewOfReservation, someReviews } from './reviews';
import { HOUR_MS, NOW } from '@mocks/test-kit/clock';
import { freshCustomer } from '@mocks/test-kit/customers';
import {
  book,
  completeAtSessionStart,
  expectRefusal,
  expectRefusedToOutsiders,
  payInFull,
  signedInAt,
} from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { expectOnlyTheBooker } from '@mocks/test-kit/booker-only';

const world = seededWorld();

function completedWithoutReview(db: Db, userId: number): ReservationRow {
  const found = db.reservations.find(
    (row) =>
      row.userId === userId &&
      row.status === 'success' &&
      !db.reviews.some((review) => review.reservationId === row.id),
  );
  if (!found) throw new Error('the seed has no completed, unreviewed reservation of this customer');
  return found;
}

function reviewed(db: Db, userId: number): ReservationRow {
  const found = db.reservations.find(
    (row) => row.userId === userId && db.reviews.some((review) => review.reservationId === row.id),
  );
  if (!found) throw new Error('the seed has no reviewed reservation of this customer');
  return found;
}

/** The demo customer reviews a completed booking of theirs not yet reviewed; answers the booking and the review. */
function customerReviews(rating: number, review: string) {
  const reservation = completedWithoutReview(world.db, world.idOf('customer'));
  const created = createReview(world.db, world.as('customer'), { reservationId: reservation.id, rating, review }).data;
  return { reservation, created };
}

describe('createReview', () => {
  it('lets the customer review a completed reservation', () => {
    const reservation = completedWithoutReview(world.db, world.idOf('customer'));
    const outcome = createReview(world.db, world.as('customer'), {
      reservationId: String(reservation.id),
      rating: '5',
      review: '  Sangat memuaskan!  ',
    });
    expect(outcome).toMatchObject({ status: 201, message: 'Ulasan berhasil dikirim' });
    expect(outcome.data).toMatchObject({
      reservationId: reservation.id,
      rating: 5,
      review: 'Sangat memuaskan!',
      createdAt: NOW.toISOString(),
      user: { id: world.idOf('customer'), name: demoAccounts.customer.name },
      reservation: { id: reservation.id, category: { name: reservation.snapshot.categoryName } },
    });
    expect(reviewOfReservation(world.db, world.as('customer'), reservation.id).data.review).toBe('Sangat memuaskan!');
  });

  it('accepts ratings 1 to 5 and a review of 1 to 1000 characters', () => {
    const customer = world.as('freshCustomer');
    const cases = [
      { rating: 1, review: 'x' },
      { rating: 5, review: 'y'.repeat(1000) },
    ];
    cases.forEach((input, index) => {
      const id = book(world.db, customer, { time: ['10:20', '10:40'][index] });
      payInFull(world.db, customer, world.as('admin'), id);
      const sessionStarted = completeAtSessionStart(world.db, id).data.updatedAt;
      const afterSession = signedInAt(world.db, freshCustomer.email, new Date(Date.parse(sessionStarted) + HOUR_MS));
      expect(createReview(world.db, afterSession, { reservationId: id, ...input }).data).toMatchObject(input);
    });
  });

  it('refuses a reservation that is not completed', () => {
    const customer = world.as('freshCustomer');
    const pending = book(world.db, customer);
    const input = { reservationId: pending, rating: 4, review: 'Bagus' };
    expectRefusal(world.db, () => createReview(world.db, customer, input), 409, 'Reservasi belum selesai');
    const cancelled = world.db.reservations.find(
      (row) => row.userId === world.idOf('customer') && row.status === 'cancelled',
    );
    if (!cancelled) throw new Error('the seed has no cancelled reservation of the demo customer');
    const cancelledInput = { reservationId: cancelled.id, rating: 4, review: 'Bagus' };
    expectRefusal(
      world.db,
      () => createReview(world.db, world.as('customer'), cancelledInput),
      409,
      'Reservasi belum selesai',
    );
  });

  it('takes one review per reservation', () => {
    const reservation = reviewed(world.db, world.idOf('customer'));
    const input = { reservationId: reservation.id, rating: 3, review: 'Sekali lagi' };
    expectRefusal(world.db, () => createReview(world.db, world.as('customer'), input), 409, 'Ulasan sudah diberikan');
  });

  it('lets only the customer who booked write it', () => {
    const reservation = completedWithoutReview(world.db, world.idOf('customer'));
    const input = { rating: 5, review: 'Bagus' };
    expectOnlyTheBooker(
      world,
      'freshCustomer',
      (caller, reservationId) => createReview(world.db, caller, { ...input, reservationId }),
      reservation.id,
    );
  });

  it.each<[Record<string, unknown>, string]>([
    [{ rating: undefined }, 'Rating tidak boleh kosong'],
    [{ rating: '' }, 'Rating tidak boleh kosong'],
    [{ rating: 'lima' }, 'Rating tidak boleh kosong'],
    [{ rating: 0 }, 'Rating harus dipilih'],
    [{ rating: 4.5 }, 'Rating harus dipilih'],
    [{ rating: 6 }, 'Rating maksimal 5'],
    [{ review: '' }, 'Review minimal 1 karakter'],
    [{ review: '   ' }, 'Review minimal 1 karakter'],
    [{ review: undefined }, 'Review minimal 1 karakter'],
    [{ review: 'x'.repeat(1001) }, 'Review maksimal 1000 karakter'],
    [{ rating: 0, review: '' }, 'Rating harus dipilih'],
    [{ reservationId: undefined, rating: 0 }, 'ID Reservasi tidak boleh kosong'],
  ])('refuses invalid input %# with the form message', (change, message) => {
    const reservation = completedWithoutReview(world.db, world.idOf('customer'));
    const input = { reservationId: reservation.id, rating: 5, review: 'Bagus', ...change };
    expectRefusal(world.db, () => createReview(world.db, world.as('customer'), input), 400, message);
  });
});

describe('reviewOfReservation', () => {
  it('shows the review of a reservation to its owner and to admins', () => {
    const reservation = reviewed(world.db, world.idOf('customer'));
    const stored = world.db.reviews.find((row) => row.reservationId === reservation.id);
    const own = reviewOfReservation(world.db, world.as('customer'), String(reservation.id));
    expect(own).toMatchObject({
      status: 200,
      message: 'Berhasil mengambil data ulasan',
      data: { rating: stored?.rating, review: stored?.review },
    });
    expect(reviewOfReservation(world.db, world.as('admin'), reservation.id).data).toEqual(own.data);
  });

  it('refuses other customers, visitors, unknown reservations and reservations without a review', () => {
    const reservation = reviewed(world.db, world.idOf('customer'));
    const unreviewed = completedWithoutReview(world.db, world.idOf('customer'));
    expectRefusedToOutsiders(world, (caller) => reviewOfReservation(world.db, caller, reservation.id), 'freshCustomer');
    expectRefusal(
      world.db,
      () => reviewOfReservation(world.db, world.as('customer'), unreviewed.id),
      404,
      'Data tidak ditemukan',
    );
    expectRefusal(world.db, () => reviewOfReservation(world.db, world.as('admin'), 9999), 404, 'Data tidak ditemukan');
    expectRefusal(
      world.db,
      () => reviewOfReservation(world.db, world.as('admin'), 'ulasan'),
      404,
      'Data tidak ditemukan',
    );
  });
});

describe('listReviews', () => {
  it('lists every review, newest first, for admins only', () => {
    const { created } = customerReviews(4, 'Baru saja');
    const { data } = listReviews(world.db, world.as('admin'));
    expect(data).toHaveLength(world.db.reviews.length);
    expect(data[0]?.id).toBe(created.id);
    const times = data.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expectRefusedToOutsiders(world, (caller) => listReviews(world.db, caller));
  });
});

describe('listReviews as asked', () => {
  const asAdmin = (query: string) => listReviews(world.db, world.as('admin'), new URLSearchParams(query));

  it('answers the whole list without a page, and one page with its pagination', () => {
    const all = asAdmin('').data;
    expect(asAdmin('').pagination).toBeUndefined();
    expect(asAdmin('pageSize=4')).toMatchObject({
      data: all.slice(0, 4),
      pagination: { page: 1, pageSize: 4, itemCount: all.length, pageCount: Math.ceil(all.length / 4) },
    });
  });

  it('searches the text of the review, the customer and the reservation’s id (alone with #)', () => {
    const { reservation, created } = customerReviews(5, 'Fotografernya sabar sekali');
    expect(asAdmin('q=SABAR%20SEKALI').data.map((review) => review.id)).toEqual([created.id]);
    expect(asAdmin(`q=%23${reservation.id}`).data.map((review) => review.id)).toEqual([created.id]);
    const byCustomer = asAdmin(`q=${encodeURIComponent(demoAccounts.customer.name)}`).data;
    expect(byCustomer.map((review) => review.id)).toEqual(
      asAdmin('')
        .data.filter((review) => review.user.name === demoAccounts.customer.name)
        .map((review) => review.id),
    );
  });

  it('refuses a bad page or size with 400, after the role', () => {
    expectRefusal(world.db, () => asAdmin('page=abc'), 400, 'Halaman tidak valid');
    expectRefusal(world.db, () => asAdmin('pageSize=0'), 400, 'Jumlah data per halaman harus 1 sampai 100');
    expectRefusedToOutsiders(world, (caller) => listReviews(world.db, caller, new URLSearchParams('page=0')));
  });
});

describe('someReviews', () => {
  it('shows the 10 newest reviews with the writer’s name, rating and text, nothing personal', () => {
    expect(world.db.reviews.length).toBeGreaterThan(10);
    const newest = [...world.db.reviews]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, 10);
    const { data, message } = someReviews(world.db);
    expect(message).toBe('Berhasil mengambil data ulasan');
    expect(data.map((review) => review.review)).toEqual(newest.map((review) => review.review));
    expect(data.map((review) => review.rating)).toEqual(newest.map((review) => review.rating));
    const names = newest.map((review) => world.db.users.find((user) => user.id === review.userId)?.name);
    expect(data.map((review) => review.user.name)).toEqual(names);
    for (const review of data) {
      expect(Object.keys(review.user)).toEqual(['name']);
      expect(review).not.toHaveProperty('reservation');
      expect(review).not.toHaveProperty('userId');
      expect(review).not.toHaveProperty('reservationId');
    }
    expect(JSON.stringify(data)).not.toMatch(/@|08\d{8}/);
  });

  it('puts a new review first', () => {
    customerReviews(5, 'Ulasan terbaru');
    const { data } = someReviews(world.db);
    expect(data).toHaveLength(10);
    expect(data[0]).toMatchObject({ review: 'Ulasan terbaru', rating: 5, user: { name: demoAccounts.customer.name } });
  });
});
