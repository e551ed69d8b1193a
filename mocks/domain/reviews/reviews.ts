import type { PublicReview, Review } from '@/lib/api/api-types';
import { reviewSchema } from '@/lib/forms/schemas';
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import {
  findOr404,
  requireAdmin,
  requireCustomer,
  requireOwnerOrAdmin,
  signedIn,
  type Caller,
} from '../accounts/access';
import { conflict, forbidden, notFound } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { validate } from '../validation';
import { newestFirst } from '@/lib/rules/ordering';
import { createViews, userNames } from '../views';
import { listed, parseListQuery, searched } from '../list-query';
import { rowsById, rowsNewestFirst } from '../table-index';

export const PUBLIC_REVIEW_COUNT = 10;

export function createReview(db: Draft, caller: Caller, input: unknown): Outcome<Review> {
  const customer = requireCustomer(db, caller);
  const values = validate(reviewSchema, input);
  const reservation = db.reservations.find((row) => row.id === values.reservationId);
  if (!reservation) throw notFound();
  if (reservation.userId !== customer.id) throw forbidden();
  if (reservation.status !== 'success') throw conflict('Reservasi belum selesai');
  if (db.reviews.some((row) => row.reservationId === reservation.id)) throw conflict('Ulasan sudah diberikan');
  const review = insertRow(db, 'reviews', {
    id: nextId(db, 'reviews'),
    reservationId: reservation.id,
    userId: customer.id,
    rating: values.rating,
    review: values.review,
    createdAt: caller.now.toISOString(),
  });
  return created(createViews(db).review(review), 'Ulasan berhasil dikirim');
}

/** The review of a reservation, for its owner or an admin. */
export function reviewOfReservation(db: Db, caller: Caller, reservationId: unknown): Outcome<Review> {
  const user = signedIn(db, caller);
  const reservation = findOr404(db.reservations, reservationId);
  requireOwnerOrAdmin(user, reservation.userId);
  const review = db.reviews.find((row) => row.reservationId === reservation.id);
  if (!review) throw notFound();
  return ok(createViews(db).review(review), 'Berhasil mengambil data ulasan');
}

/**
 * `GET /reviews`, as `query` asks (docs/api.md, Lists): `q` in the reservation's id, the customer's name, the
 * category and the package as booked, and the review's text, newest first; the whole of it, or one page.
 */
export function listReviews(db: Db, caller: Caller, query = new URLSearchParams()): Outcome<Review[]> {
  requireAdmin(db, caller);
  const { paging, search } = parseListQuery(query);
  const reservations = rowsById(db.reservations);
  const names = userNames(db);
  const found = searched(rowsNewestFirst(db.reviews), search, (row) => {
    const booked = reservations.get(row.reservationId)?.snapshot;
    return {
      id: row.reservationId,
      texts: [names.get(row.userId) ?? '', booked?.categoryName ?? '', booked?.packageName ?? '', row.review],
    };
  });
  return listed(found, paging, createViews(db).review, 'Berhasil mengambil data ulasan');
}

/** The newest reviews, for the home page: the rating, the text and the writer's name, nothing more. */
export function someReviews(db: Db): Outcome<PublicReview[]> {
  const views = createViews(db);
  return ok(
    newestFirst(db.reviews).slice(0, PUBLIC_REVIEW_COUNT).map(views.publicReview),
    'Berhasil mengambil data ulasan',
  );
}
