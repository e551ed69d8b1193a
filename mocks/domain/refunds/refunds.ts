/**
 * Refunds: what a cancelled booking that was paid for gives back. A cancellation records one (customer-cancellation.ts,
 * the admin's cancel, a closing of the studio); it waits until the admin records how and when it was paid back.
 */
import type { Refund } from '@/lib/api/api-types';
import { refundPaidSchema } from '@/lib/forms/refund-schemas';
import { bookingMoney } from '@/lib/rules/money';
import { isAcceptedProof } from '@/lib/rules/proofs';
import {
  REFUND_ALREADY_PAID_MESSAGE,
  REFUND_DATE_AFTER_TODAY_MESSAGE,
  type RefundableBooking,
} from '@/lib/rules/refunds';
import { studioDayOf } from '@/lib/rules/studio-time';
import { insertRow, nextId, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, RefundCanceller, RefundRow, ReservationRow } from '@mocks/db/schema';
import { findOr404, requireAdmin, signedIn, type Caller } from '../accounts/access';
import { badRequest, conflict } from '../errors';
import { choiceOf, listed, parseListQuery, searched } from '../list-query';
import { ok, type Outcome } from '../outcome';
import { sessionStartOf } from '../reservations/reservation-records';
import { byReservation, byTransaction, rowsGroupedBy } from '../table-index';
import { requireUnusedPaymentImage } from '../transactions/payment-images';
import { userNames, createViews } from '../views';
import { validate } from '../validation';

const REFUNDS_MESSAGE = 'Berhasil mengambil data pengembalian dana';

/**
 * What the refund rules need of a booking: its policy, its session, what reached the studio (accepted installments
 * of its transactions) and, for a down payment, its first installment.
 */
export function refundableBookingOf(db: Db, reservation: ReservationRow): RefundableBooking {
  const transactions = rowsGroupedBy(db.transactions, byReservation).get(reservation.id) ?? [];
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  const paying = transactions.find((transaction) => (proofsOf.get(transaction.id) ?? []).some(isAcceptedProof));
  const proofs = transactions.flatMap((transaction) => proofsOf.get(transaction.id) ?? []);
  const { paid } = bookingMoney(reservation.total, proofs);
  const type = paying?.type ?? transactions[0]?.type ?? 'fullpayment';
  return {
    policy: reservation.policy.cancellation,
    sessionStart: new Date(sessionStartOf(reservation)),
    paid,
    type,
    firstInstallment: paying?.total ?? reservation.total,
  };
}

export interface RefundTerms {
  amount: number;
  paid: number;
  percent: number | null;
  by: RefundCanceller;
  reason: string;
  bankAccount: RefundRow['bankAccount'];
}

/** Records what a cancelled booking gives back; nothing when that is Rp 0. */
export function recordRefund(db: Draft, reservation: ReservationRow, terms: RefundTerms, now: Date): void {
  if (terms.amount <= 0) return;
  insertRow(db, 'refunds', {
    id: nextId(db, 'refunds'),
    reservationId: reservation.id,
    ...terms,
    status: 'waiting',
    method: null,
    paidAt: null,
    image: null,
    paidBy: null,
    createdAt: now.toISOString(),
  });
}

/** Waiting refunds first, the longest waiting first; then those paid back, the latest first. */
function inListOrder(rows: readonly RefundRow[]): RefundRow[] {
  const waiting = rows.filter((row) => row.status === 'waiting').toSorted((a, b) => a.id - b.id);
  const paid = rows
    .filter((row) => row.status === 'paid')
    .toSorted((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? '') || b.id - a.id);
  return [...waiting, ...paid];
}

/** `GET /refunds`: a customer's own, or for the admin every refund; `status` and `q` narrow it, pages as lists do. */
export function listRefunds(db: Db, caller: Caller, query: URLSearchParams): Outcome<Refund[]> {
  const user = signedIn(db, caller);
  const { paging, search } = parseListQuery(query);
  const status = choiceOf(query, 'status', ['waiting', 'paid'], 'Filter pengembalian dana tidak valid');
  const owners = new Map(db.reservations.map((row) => [row.id, row.userId]));
  const visible = db.refunds.filter(
    (row) =>
      (user.role === 'admin' || owners.get(row.reservationId) === user.id) &&
      (status === undefined || row.status === status),
  );
  const names = userNames(db);
  const found = searched(inListOrder(visible), search, (row) => ({
    id: row.reservationId,
    texts: [names.get(owners.get(row.reservationId) ?? 0) ?? '', row.bankAccount?.holder ?? ''],
  }));
  return listed(found, paging, createViews(db).refund, REFUNDS_MESSAGE);
}

/** `PATCH /refund/{id}/paid`: the admin paid a waiting refund back, on a day not after today, once. */
export function markRefundPaid(db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<Refund> {
  const admin = requireAdmin(db, caller);
  const refund = findOr404(db.refunds, id);
  const { method, paidAt, image } = validate(refundPaidSchema, input);
  if (paidAt > studioDayOf(caller.now)) throw badRequest(REFUND_DATE_AFTER_TODAY_MESSAGE);
  const receipt =
    image === '' || image === undefined || image === null ? null : requireUnusedPaymentImage(db, image, admin.id);
  if (refund.status === 'paid') throw conflict(REFUND_ALREADY_PAID_MESSAGE);
  const paid = updateRow(db, 'refunds', refund, {
    status: 'paid',
    method,
    paidAt,
    image: receipt,
    paidBy: admin.id,
  });
  return ok(createViews(db).refund(paid), 'Pengembalian dana dicatat');
}
