/**
 * The payments the gateway reported, as the admin reviews them: those applied as they came, and those waiting
 * ("Perlu ditinjau": a wrong amount, paid after the charge expired, or for an installment no longer due), which
 * the admin accepts as the installment due or records as given back by hand.
 */
import type { GatewayPayment } from '@/lib/api/api-types';
import { gatewayRefundSchema } from '@/lib/forms/payment-schemas';
import { updateRow, type Draft } from '@mocks/db/draft';
import type { Db, GatewayPaymentRow } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { conflict } from '../errors';
import { choiceOf, listed, parseListQuery, searched } from '../list-query';
import { ok, type Outcome } from '../outcome';
import { rowsById } from '../table-index';
import { addGatewayInstallment, requireNextInstallment, reservationOf } from '../transactions/transactions';
import { userNames } from '../views';
import { validate } from '../validation';

export const ALREADY_REVIEWED_MESSAGE = 'Pembayaran sudah ditinjau';
const STATUSES = ['applied', 'review', 'accepted', 'refunded'] as const;

/** Views of gateway payments, joined to their charges, transactions, bookings and people once per request. */
function gatewayPaymentViews(db: Db) {
  const charges = rowsById(db.charges);
  const transactions = rowsById(db.transactions);
  const reservations = rowsById(db.reservations);
  const names = userNames(db);
  const parts = (row: GatewayPaymentRow) => {
    const charge = charges.get(row.chargeId);
    const transaction = charge && transactions.get(charge.transactionId);
    const reservation = transaction && reservations.get(transaction.reservationId);
    if (!charge || !transaction || !reservation) throw new Error(`Gateway payment ${row.id} has no booking`);
    return { charge, transaction, reservation };
  };
  const customerName = (reservation: { userId: number }) => names.get(reservation.userId) ?? '';
  const view = (row: GatewayPaymentRow): GatewayPayment => {
    const { charge, transaction, reservation } = parts(row);
    return {
      id: row.id,
      orderId: charge.orderId,
      gatewayTransactionId: row.gatewayTransactionId,
      amount: row.amount,
      expectedAmount: charge.amount,
      paidAt: row.paidAt,
      receivedAt: row.receivedAt,
      status: row.status,
      reason: row.reason,
      transactionId: transaction.id,
      reservation: {
        id: reservation.id,
        date: reservation.date,
        time: reservation.snapshot.time,
        status: reservation.status,
        customerName: customerName(reservation),
      },
      review:
        row.reviewedBy === null || row.reviewedAt === null
          ? null
          : {
              by: names.get(row.reviewedBy) ?? '',
              at: row.reviewedAt,
              method: row.refundMethod,
              note: row.note,
            },
    };
  };
  return { parts, view, customerName };
}

/** Those waiting for review first, the longest waiting first; then every other, newest first. */
function inListOrder(rows: readonly GatewayPaymentRow[]): GatewayPaymentRow[] {
  const waiting = rows.filter((row) => row.status === 'review');
  const others = rows.filter((row) => row.status !== 'review').toReversed();
  return [...waiting, ...others];
}

/** `GET /payments`: every payment the gateway reported; `status` and `q` narrow it, pages as lists do. */
export function listGatewayPayments(db: Db, caller: Caller, query: URLSearchParams): Outcome<GatewayPayment[]> {
  requireAdmin(db, caller);
  const { paging, search } = parseListQuery(query);
  const status = choiceOf(query, 'status', STATUSES, 'Filter pembayaran tidak valid');
  const views = gatewayPaymentViews(db);
  const rows = status === undefined ? db.gatewayPayments : db.gatewayPayments.filter((row) => row.status === status);
  // A search reads the rows it matches on; only the page's rows are made into views.
  const found = searched(inListOrder(rows), search, (row) => {
    const { charge, reservation } = views.parts(row);
    return { id: reservation.id, texts: [charge.orderId, views.customerName(reservation)] };
  });
  return listed(found, paging, views.view, 'Berhasil mengambil data pembayaran');
}

function requireInReview(db: Db, id: unknown): GatewayPaymentRow {
  const payment = findOr404(db.gatewayPayments, id);
  if (payment.status !== 'review') throw conflict(ALREADY_REVIEWED_MESSAGE);
  return payment;
}

/**
 * `PUT /payment/{id}/accept`: the studio takes a payment in review as the installment its transaction is due now
 * (a difference in amount settled by hand), which it can only while that transaction takes one.
 */
export function acceptGatewayPayment(db: Draft, caller: Caller, id: unknown): Outcome<GatewayPayment> {
  const admin = requireAdmin(db, caller);
  const payment = requireInReview(db, id);
  const { charge, transaction } = gatewayPaymentViews(db).parts(payment);
  const due = requireNextInstallment(db, transaction, reservationOf(db, transaction));
  const proofId = addGatewayInstallment(db, transaction, due, caller.now);
  if (charge.status === 'pending') updateRow(db, 'charges', charge, { status: 'paid' });
  const accepted = updateRow(db, 'gatewayPayments', payment, {
    status: 'accepted',
    proofId,
    reviewedBy: admin.id,
    reviewedAt: caller.now.toISOString(),
  });
  return ok(gatewayPaymentViews(db).view(accepted), 'Pembayaran diterima');
}

/** `PUT /payment/{id}/refund`: the studio gave a payment in review back by hand, and says how. */
export function refundGatewayPayment(db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<GatewayPayment> {
  const admin = requireAdmin(db, caller);
  const payment = findOr404(db.gatewayPayments, id);
  const { method, note } = validate(gatewayRefundSchema, input);
  if (payment.status !== 'review') throw conflict(ALREADY_REVIEWED_MESSAGE);
  const refunded = updateRow(db, 'gatewayPayments', payment, {
    status: 'refunded',
    refundMethod: method,
    note,
    reviewedBy: admin.id,
    reviewedAt: caller.now.toISOString(),
  });
  return ok(gatewayPaymentViews(db).view(refunded), 'Pengembalian dana dicatat');
}
