import type { Reservation } from '@/lib/api/api-types';
import type { Draft } from '@mocks/db/draft';
import type { Db, ReservationRow } from '@mocks/db/schema';
import { ownCancellationRefusal } from '@/lib/rules/bookings';
import { findOr404, requireCustomer, type Caller } from '../accounts/access';
import { conflict, forbidden } from '../errors';
import type { Outcome } from '../outcome';
import { cancelPending } from './reservations';
import { byReservation, byTransaction, rowsGroupedBy } from '../table-index';

/** How many payment proofs were ever sent for the reservation, whatever the admin decided about them. */
function proofsSentFor(db: Db, reservation: ReservationRow): number {
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  const transactions = rowsGroupedBy(db.transactions, byReservation).get(reservation.id) ?? [];
  return transactions.reduce((sent, transaction) => sent + (proofsOf.get(transaction.id)?.length ?? 0), 0);
}

/**
 * A customer calls off their own booking while it is pending and before any payment proof was sent for it,
 * with the same effect as the admin's cancel: the slot is free again and an unpaid transaction expires.
 */
export function cancelOwnReservation(db: Draft, caller: Caller, id: unknown): Outcome<Reservation> {
  const customer = requireCustomer(db, caller);
  const reservation = findOr404(db.reservations, id);
  if (reservation.userId !== customer.id) throw forbidden();
  const refusal = ownCancellationRefusal(reservation.status, proofsSentFor(db, reservation));
  if (refusal) throw conflict(refusal);
  return cancelPending(db, reservation, 'customer', caller.now);
}
