import type { Db, TransactionRow } from '@mocks/db/schema';
import { installmentDeadline } from '@/lib/rules/payments';
import { isAwaitingDecision, isOpenTransaction, requiredValidProofs } from '@/lib/rules/proofs';
import { paymentDeadline } from '../payments/transactions';

export interface OpenPayment {
  transaction: TransactionRow;
  /** When it expires if nothing is sent: its own deadline, or for a down payment's balance the session's start. */
  deadline: number;
}

/**
 * The unpaid transactions that expire once past their deadline: no proof waits for validation and an
 * installment is still missing. Nothing accepted yet: due by `expiredAt`. A down payment accepted: the
 * balance is due before the session starts.
 */
export function expirableTransactions(db: Db): OpenPayment[] {
  const waiting = new Set(db.transactionDetails.filter(isAwaitingDecision).map((proof) => proof.transactionId));
  const validCount = new Map<number, number>();
  for (const proof of db.transactionDetails) {
    if (proof.isValid === 'true') validCount.set(proof.transactionId, (validCount.get(proof.transactionId) ?? 0) + 1);
  }
  const reservationsById = new Map(db.reservations.map((row) => [row.id, row]));
  const open: OpenPayment[] = [];
  for (const transaction of db.transactions) {
    const valid = validCount.get(transaction.id) ?? 0;
    if (!isOpenTransaction(transaction) || waiting.has(transaction.id)) continue;
    if (valid >= requiredValidProofs(transaction.type)) continue;
    const reservation = reservationsById.get(transaction.reservationId);
    if (!reservation) continue;
    const session = { date: reservation.date, time: reservation.snapshot.time };
    open.push({ transaction, deadline: installmentDeadline(transaction, valid, session).getTime() });
  }
  return open;
}

/**
 * Past its deadline, an open transaction (see above) expires, and its pending reservation is cancelled,
 * which frees the slot; an accepted down payment is kept. A pending reservation that never got a
 * transaction is cancelled the same way once its payment window (24 hours, or until its session starts)
 * has passed. Returns how many transactions and reservations it ended.
 */
export function expireOverdue(db: Db, now: Date): number {
  let expired = 0;
  for (const { transaction, deadline } of expirableTransactions(db)) {
    if (deadline > now.getTime()) continue;
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
