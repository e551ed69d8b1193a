import { PUBLIC_REVIEW_COUNT } from '../domain/reviews/reviews';
import type { ReservationRow } from './schema';
import { insertRow, nextId, updateRow, type Draft } from './draft';
import { seedReviewTexts } from './seed-review-texts';

/** A completed reservation its customer reviews: when, and what was drawn for it. */
export interface ReviewToWrite {
  reservation: ReservationRow;
  /** The stars of praise; a review ranked to give 3 stars ignores them. */
  stars: 4 | 5;
  /** Which free customer takes the booking over when its own already wrote a newer review on the home page. */
  authorPick: number;
  createdAt: string;
}

/** Counted from the newest review, every sixth gives 3 stars: the rest, over 80 %, give 4 or 5. */
const MIXED_EVERY = 6;

const isMixedRank = (rank: number) => rank % MIXED_EVERY === MIXED_EVERY - 1;

function textsOf(reservation: ReservationRow) {
  const texts = seedReviewTexts[reservation.snapshot.categoryName];
  if (!texts) throw new Error(`The seed has no review texts for ${reservation.snapshot.categoryName}`);
  return texts;
}

/**
 * Makes the newest reviews, the ones `/reviews/some` shows on the home page, come from different customers:
 * a booking of a customer already among them is given to one who is not yet. Only completed bookings are
 * reviewed, so no customer's pending bookings change; `fixedUserId`'s (the demo customer's) stay theirs.
 */
function spreadAuthors(db: Draft, newestFirst: ReviewToWrite[], fixedUserId: number): void {
  const authors = new Set([fixedUserId]);
  for (const toWrite of newestFirst.slice(0, PUBLIC_REVIEW_COUNT)) {
    if (toWrite.reservation.userId === fixedUserId) continue;
    if (authors.has(toWrite.reservation.userId)) {
      const free = db.users.filter((user) => user.role === 'user' && !authors.has(user.id));
      const taker = free[toWrite.authorPick % free.length];
      if (!taker) throw new Error('The seed has too few customers for the reviews of the home page');
      toWrite.reservation = updateRow(db, 'reservations', toWrite.reservation, { userId: taker.id });
    }
    authors.add(toWrite.reservation.userId);
  }
}

/**
 * Writes the reviews of the given bookings. Ranked from the newest, as the home page lists them, every sixth
 * is a 3-star one with mixed words and the others give 4 or 5 stars with praise; each category's texts are
 * used in turn, so the newest eight never repeat a text, and `spreadAuthors` keeps their names apart too.
 */
export function writeSeedReviews(db: Draft, toWrite: ReviewToWrite[], fixedUserId: number): void {
  const oldestFirst = [...toWrite].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.reservation.id - b.reservation.id,
  );
  const newestFirst = [...oldestFirst].reverse();
  spreadAuthors(db, newestFirst, fixedUserId);

  const turns = new Map<string, number>();
  const written = newestFirst.map(({ reservation, stars, createdAt }, rank) => {
    const isMixed = isMixedRank(rank);
    const pool = isMixed ? textsOf(reservation).mixed : textsOf(reservation).praise;
    const key = `${reservation.snapshot.categoryName}|${isMixed ? 'mixed' : 'praise'}`;
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    return { reservation, createdAt, rating: isMixed ? 3 : stars, review: pool[turn % pool.length]! };
  });

  // Oldest first, so ids grow with time and the newest-first order is the one ranked above.
  for (const { reservation, createdAt, rating, review } of written.reverse()) {
    insertRow(db, 'reviews', {
      id: nextId(db, 'reviews'),
      reservationId: reservation.id,
      userId: reservation.userId,
      rating,
      review,
      createdAt,
    });
  }
}
