import type { DashboardOverview } from '@/lib/api/api-types';
import type { Db, ReservationRow } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { bookingsStandingToday, digestFigures } from '../digests/digest-figures';
import { expirableTransactions } from '../reservations/expiry';
import { ok, type Outcome } from '../outcome';
import { isAcceptedProof } from '@/lib/rules/proofs';
import { DAY_MS, studioMonthOf } from '@/lib/rules/studio-time';

/**
 * Today's bookings that stand (not cancelled), and among them those taken at the counter, those whose customer
 * has checked in, and those marked as no-shows.
 */
function todayFigures(standing: readonly ReservationRow[]) {
  return {
    todayBookings: standing.length,
    todayWalkIns: standing.filter((row) => row.channel === 'walk-in').length,
    todayArrivals: standing.filter((row) => row.checkedInAt !== null).length,
    todayNoShows: standing.filter((row) => row.status === 'no-show').length,
  };
}

/** A transaction expires once its deadline is reached, so a deadline counts when it is after now and at most 24 hours away. */
function deadlinesWithin24h(db: Db, now: Date): number {
  const pending = new Set(db.reservations.filter((row) => row.status === 'pending').map((row) => row.id));
  return expirableTransactions(db).filter(({ transaction, deadline }) => {
    const untilDeadline = deadline - now.getTime();
    return pending.has(transaction.reservationId) && untilDeadline > 0 && untilDeadline <= DAY_MS;
  }).length;
}

/** Each valid proof brought in the installment the backend priced it at. */
function receivedInMonthOf(db: Db, now: Date): number {
  const month = studioMonthOf(now);
  return db.transactionDetails
    .filter((proof) => isAcceptedProof(proof) && studioMonthOf(new Date(proof.createdAt)) === month)
    .reduce((sum, proof) => sum + proof.total, 0);
}

/**
 * `GET /dashboard/overview`: the morning summary's figures as they are now (the digest's, counted by the same
 * function, so the summary over today's schedule and the admin's 07:00 message never count differently), with
 * how today goes at the counter and what comes due or came in.
 */
export function dashboardOverview(db: Db, caller: Caller): Outcome<DashboardOverview> {
  requireAdmin(db, caller);
  const { now } = caller;
  const { proofsWaiting, refundsWaiting, balancesDueToday, paymentsInReview, albumsToEdit } = digestFigures(db, now);
  return ok(
    {
      proofsWaiting,
      refundsWaiting,
      ...todayFigures(bookingsStandingToday(db, now)),
      deadlinesWithin24h: deadlinesWithin24h(db, now),
      receivedThisMonth: receivedInMonthOf(db, now),
      balancesDueToday,
      paymentsInReview,
      albumsToEdit,
    },
    'Berhasil mengambil ringkasan dashboard',
  );
}
