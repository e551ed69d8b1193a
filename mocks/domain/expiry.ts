import type { Db } from '../db/schema';
import { paymentDeadline } from './transactions';

/**
 * Past its deadline, an unpaid transaction with no proof waiting and none valid expires, and its pending
 * reservation is cancelled, which frees the slot. A pending reservation that never got a transaction is
 * cancelled the same way once its payment window (24 hours, or until its session starts) has passed.
 * Returns how many transactions and reservations it ended.
 */
export function expireOverdue(db: Db, now: Date): number {
  const proofsByTransaction = new Map<number, { waiting: boolean; valid: boolean }>();
  for (const proof of db.transactionDetails) {
    const state = proofsByTransaction.get(proof.transactionId) ?? { waiting: false, valid: false };
    if (proof.isValid === null) state.waiting = true;
    if (proof.isValid === 'true') state.valid = true;
    proofsByTransaction.set(proof.transactionId, state);
  }
  let expired = 0;
  for (const transaction of db.transactions) {
    if (transaction.status !== 'unpaid' || new Date(transaction.expiredAt) > now) continue;
    const proofs = proofsByTransaction.get(transaction.id);
    if (proofs?.waiting || proofs?.valid) continue;
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
