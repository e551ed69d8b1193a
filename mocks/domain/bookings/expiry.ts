import { updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReservationRow, TransactionRow } from '@mocks/db/schema';
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
 * balance is due before the session starts. Only the open transactions' proofs and reservations are looked
 * at, so the cost follows what is open, not the whole history.
 */
export function expirableTransactions(db: Db): OpenPayment[] {
  const open = db.transactions.filter(isOpenTransaction);
  if (open.length === 0) return [];
  const validCount = new Map(open.map((transaction) => [transaction.id, 0]));
  const waiting = new Set<number>();
  for (const proof of db.transactionDetails) {
    const count = validCount.get(proof.transactionId);
    if (count === undefined) continue;
    if (isAwaitingDecision(proof)) waiting.add(proof.transactionId);
    else if (proof.isValid === 'true') validCount.set(proof.transactionId, count + 1);
  }
  const reservationIds = new Set(open.map((transaction) => transaction.reservationId));
  const reservationsById = new Map(
    db.reservations.filter((row) => reservationIds.has(row.id)).map((row) => [row.id, row]),
  );
  const expirable: OpenPayment[] = [];
  for (const transaction of open) {
    const valid = validCount.get(transaction.id) ?? 0;
    if (waiting.has(transaction.id) || valid >= requiredValidProofs(transaction.type)) continue;
    const reservation = reservationsById.get(transaction.reservationId);
    if (!reservation) continue;
    const session = { date: reservation.date, time: reservation.snapshot.time };
    expirable.push({ transaction, deadline: installmentDeadline(transaction, valid, session).getTime() });
  }
  return expirable;
}

/**
 * Past its deadline, an open transaction (see above) expires, and its pending reservation is cancelled,
 * which frees the slot; an accepted down payment is kept. A pending reservation that never got a
 * transaction is cancelled the same way once its payment window (24 hours, or until its session starts)
 * has passed. Returns how many transactions and reservations it ended.
 */
export function expireOverdue(db: Draft, now: Date): number {
  let expired = 0;
  const cancel = (reservation: ReservationRow) =>
    updateRow(db, 'reservations', reservation, { status: 'cancelled', updatedAt: now.toISOString() });
  for (const { transaction, deadline } of expirableTransactions(db)) {
    if (deadline > now.getTime()) continue;
    updateRow(db, 'transactions', transaction, { status: 'expired' });
    expired += 1;
    const reservation = db.reservations.find((row) => row.id === transaction.reservationId);
    if (reservation?.status === 'pending') cancel(reservation);
  }
  const pending = db.reservations.filter((row) => row.status === 'pending');
  if (pending.length === 0) return expired;
  const pendingIds = new Set(pending.map((row) => row.id));
  const withTransaction = new Set<number>();
  for (const { reservationId } of db.transactions)
    if (pendingIds.has(reservationId)) withTransaction.add(reservationId);
  for (const reservation of pending) {
    if (withTransaction.has(reservation.id)) continue;
    if (paymentDeadline(new Date(reservation.createdAt).getTime(), reservation) > now.getTime()) continue;
    cancel(reservation);
    expired += 1;
  }
  return expired;
}
