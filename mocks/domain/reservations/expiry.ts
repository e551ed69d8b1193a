import { updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReservationRow, TransactionRow } from '@mocks/db/schema';
import { dueNow } from '@/lib/rules/installment-due';
import { isOpenTransaction } from '@/lib/rules/proofs';
import { paymentDeadline } from '../transactions/transactions';
import { dueBookingOf } from './reservation-records';
import { byReservation, byStatus, byTransaction, rowsById, rowsGroupedBy, rowsWhere } from '../table-index';

export interface OpenPayment {
  transaction: TransactionRow;
  /** When it expires if nothing is sent: its own deadline, or for a down payment's balance the session's start. */
  deadline: number;
}

/**
 * The unpaid transactions that expire once past their deadline: those that ask for a payment now (`dueNow`:
 * no proof waits for validation and an installment is still missing). Nothing accepted yet: due by
 * `expiredAt`. A down payment accepted: the balance is due before the session starts. Only the open transactions are looked at, through lookups kept
 * with their tables (table-index.ts), so the cost follows what is open, not the whole history.
 */
export function expirableTransactions(db: Db): OpenPayment[] {
  const open = rowsWhere(db.transactions, isOpenTransaction);
  if (open.length === 0) return [];
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  const reservations = rowsById(db.reservations);
  const expirable: OpenPayment[] = [];
  for (const transaction of open) {
    const reservation = reservations.get(transaction.reservationId);
    if (!reservation) continue;
    const payment = { ...transaction, proofs: proofsOf.get(transaction.id) ?? [] };
    const due = dueNow(payment, dueBookingOf(reservation));
    if (due) expirable.push({ transaction, deadline: due.deadline.getTime() });
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
  const at = now.toISOString();
  const cancel = (reservation: ReservationRow) =>
    updateRow(db, 'reservations', reservation, {
      status: 'cancelled',
      cancellation: { at, by: 'expiry' },
      updatedAt: at,
    });
  for (const { transaction, deadline } of expirableTransactions(db)) {
    if (deadline > now.getTime()) continue;
    updateRow(db, 'transactions', transaction, { status: 'expired' });
    expired += 1;
    const reservation = db.reservations.find((row) => row.id === transaction.reservationId);
    if (reservation?.status === 'pending') cancel(reservation);
  }
  const pending = rowsGroupedBy(db.reservations, byStatus).get('pending') ?? [];
  const transactionsOf = rowsGroupedBy(db.transactions, byReservation);
  for (const reservation of pending) {
    if (transactionsOf.has(reservation.id)) continue;
    if (paymentDeadline(new Date(reservation.createdAt).getTime(), reservation) > now.getTime()) continue;
    cancel(reservation);
    expired += 1;
  }
  return expired;
}
