import type { Db, TransactionRow } from '../db/schema';
import { paymentDeadline } from './transactions';

/** The unpaid transactions that expire once past their deadline: no proof waits for validation and none is valid. */
export function expirableTransactions(db: Db): TransactionRow[] {
  const heldOpen = new Set(db.transactionDetails.filter((proof) => proof.isValid !== 'false').map((proof) => proof.transactionId));
  return db.transactions.filter((transaction) => transaction.status === 'unpaid' && !heldOpen.has(transaction.id));
}

/**
 * Past its deadline, an unpaid transaction with no proof waiting and none valid expires, and its pending
 * reservation is cancelled, which frees the slot. A pending reservation that never got a transaction is
 * cancelled the same way once its payment window (24 hours, or until its session starts) has passed.
 * Returns how many transactions and reservations it ended.
 */
export function expireOverdue(db: Db, now: Date): number {
  let expired = 0;
  for (const transaction of expirableTransactions(db)) {
    if (new Date(transaction.expiredAt) > now) continue;
    transaction.status = 'expired';
    expired += 1;
    const reservation = db.reservations.find((row) => row.id === transaction.reservationId);
    if (reservation?.status === 'pending') {
      reservation.status = 'cancelled';
      reservation.updatedAt = now.toISOString();
    }
  }
  const withTransaction = new Set(db.transactions.map((transaction) => transaction.reservationId));
  for (const reservation of db.reservations) {
    if (reservation.status !== 'pending' || withTransaction.has(reservation.id)) continue;
    if (paymentDeadline(new Date(reservation.createdAt).getTime(), reservation) > now.getTime()) continue;
    reservation.status = 'cancelled';
    reservation.updatedAt = now.toISOString();
    expired += 1;
  }
  return expired;
}
