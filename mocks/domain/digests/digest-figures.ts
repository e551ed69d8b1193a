/**
 * What the morning summary counts: today's sessions, the balances due today, and what waits for the admin. The
 * digest keeps these figures as counted at 07:00 WIB, and `GET /dashboard/overview` answers them counted at its
 * request, with this one function, so the two never count differently.
 */
import type { BalancesDue, DigestFigures } from '@/lib/api/api-types';
import { installmentDue } from '@/lib/rules/installment-due';
import { isOpenTransaction, validProofCount } from '@/lib/rules/proofs';
import { studioDayOf } from '@/lib/rules/studio-time';
import type { Db, ReservationRow } from '@mocks/db/schema';
import { albumsToEdit } from '../albums/albums';
import { holdsSlot } from '../reservations/bookable-slot';
import { dueBookingOf } from '../reservations/reservation-records';
import { proofsAwaitingDecision } from '../transactions/proof-queue';
import { byReservation, byTransaction, inReview, rowsGroupedBy, rowsWhere } from '../table-index';
import { userNames } from '../views';

/** The bookings of the studio's today at `now` that stand: every one but the cancelled. */
export function bookingsStandingToday(db: Db, now: Date): ReservationRow[] {
  const today = studioDayOf(now);
  return db.reservations.filter((row) => row.date === today && holdsSlot(row));
}

/**
 * Of today's standing bookings, those whose down payment is accepted and whose balance is not yet, with what their
 * balances come to: the installment the money rules ask for next (`installmentDue`) is the balance, on a
 * transaction still open.
 */
function balancesDue(db: Db, standing: readonly ReservationRow[]): BalancesDue {
  const transactionsOf = rowsGroupedBy(db.transactions, byReservation);
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  const balances = standing.flatMap((reservation) => {
    const transaction = transactionsOf.get(reservation.id)?.[0];
    if (!transaction || !isOpenTransaction(transaction)) return [];
    const accepted = validProofCount(proofsOf.get(transaction.id) ?? []);
    const due = installmentDue(transaction, dueBookingOf(reservation), accepted);
    return due?.installment === 'balance' ? [due.amount] : [];
  });
  return { count: balances.length, amount: balances.reduce((sum, amount) => sum + amount, 0) };
}

/** The morning summary's figures at `now`. */
export function digestFigures(db: Db, now: Date): DigestFigures {
  const standing = bookingsStandingToday(db, now);
  const names = userNames(db);
  return {
    sessions: standing
      .toSorted((a, b) => a.snapshot.time.localeCompare(b.snapshot.time) || a.id - b.id)
      .map((row) => ({ reservationId: row.id, time: row.snapshot.time, customerName: names.get(row.userId) ?? '' })),
    balancesDueToday: balancesDue(db, standing),
    proofsWaiting: proofsAwaitingDecision(db).length,
    refundsWaiting: db.refunds.filter((row) => row.status === 'waiting').length,
    paymentsInReview: rowsWhere(db.gatewayPayments, inReview).length,
    albumsToEdit: albumsToEdit(db, now),
  };
}
