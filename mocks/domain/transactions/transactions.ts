import type { Transaction, TransactionStatus, TransactionType } from '@/lib/api/api-types';
import { counterPaymentSchema, paymentProofSchema, transactionSchema } from '@/lib/forms/schemas';
import { insertRow, nextId, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReservationRow, TransactionRow } from '@mocks/db/schema';
import {
  findOr404,
  requireAdmin,
  requireCustomer,
  requireOwnerOrAdmin,
  signedIn,
  type Caller,
} from '../accounts/access';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { installmentAmount, nextInstallmentAmount } from '@/lib/rules/money';
import { paymentWindowEnd } from '@/lib/rules/payment-window';
import { closedTransactionRefusal, counterAmountRefusal, markPaidRefusal } from '@/lib/rules/payments';
import { NOT_CHANGEABLE_MESSAGE } from '@/lib/rules/bookings';
import { isAwaitingDecision, requiredValidProofs, validProofCount } from '@/lib/rules/proofs';
import { created, ok, type Outcome } from '../outcome';
import { proofsAwaitingDecision } from './proof-queue';
import { requireUnusedPaymentImage } from './payment-images';
import { hasSessionStarted } from '@/lib/rules/studio-time';
import { GATEWAY_ON_MESSAGE } from '@/lib/rules/charges';
import { currentSettings } from '../settings/settings';
import { dueBookingOf, sessionOf } from '../reservations/reservation-records';
import { validate } from '../validation';
import { createViews, userNames } from '../views';
import { choiceOf, listed, parseListQuery, queryValue, searched } from '../list-query';
import { rowsById, rowsNewestFirst } from '../table-index';

/**
 * When payment for a booking is due: its policy's hold after `from`, but never after its cutoff
 * (`paymentWindowEnd`).
 */
export function paymentDeadline(
  from: number,
  reservation: Pick<ReservationRow, 'total' | 'date' | 'snapshot' | 'channel' | 'policy'>,
): number {
  return paymentWindowEnd(from, dueBookingOf(reservation), reservation.policy.holdHours).getTime();
}

/** The booking a transaction pays for. */
export function reservationOf(db: Db, transaction: TransactionRow): ReservationRow {
  const reservation = db.reservations.find((row) => row.id === transaction.reservationId);
  if (!reservation) throw notFound();
  return reservation;
}

export function proofsOf(db: Db, transactionId: number) {
  return db.transactionDetails.filter((proof) => proof.transactionId === transactionId);
}

function view(db: Db, transaction: TransactionRow, now: Date): Transaction {
  return createViews(db).transaction(transaction, now);
}

export function createTransaction(db: Draft, caller: Caller, input: unknown): Outcome<Transaction> {
  const customer = requireCustomer(db, caller);
  const values = validate(transactionSchema, input);
  const reservation = db.reservations.find((row) => row.id === values.reservationId);
  if (!reservation) throw notFound();
  if (reservation.userId !== customer.id) throw forbidden();
  if (db.transactions.some((row) => row.reservationId === reservation.id)) throw conflict('Transaksi sudah dibuat');
  if (reservation.status !== 'pending') throw conflict('Reservasi tidak dapat diubah');
  if (hasSessionStarted(sessionOf(reservation), caller.now)) throw conflict('Waktu reservasi sudah lewat');

  const transaction = openTransaction(db, reservation, values.type, caller.now);
  return created(view(db, transaction, caller.now), 'Transaksi berhasil dibuat');
}

/**
 * A booking's payment, started at `now`: unpaid, its first installment priced and due by `paymentDeadline`; paid
 * already when the booking has nothing to pay.
 */
export function openTransaction(
  db: Draft,
  reservation: ReservationRow,
  type: TransactionType,
  now: Date,
): TransactionRow {
  return insertRow(db, 'transactions', {
    id: nextId(db, 'transactions'),
    reservationId: reservation.id,
    type,
    // Nothing to pay (a voucher took it all): paid as it is made, with no proof.
    status: reservation.total === 0 ? 'paid' : 'unpaid',
    total: installmentAmount(reservation.total, type),
    expiredAt: new Date(paymentDeadline(now.getTime(), reservation)).toISOString(),
    createdAt: now.toISOString(),
  });
}

const TRANSACTION_STATUSES = ['unpaid', 'paid', 'expired'] as const satisfies readonly TransactionStatus[];
const TRANSACTION_FILTER_INVALID_MESSAGE = 'Filter status transaksi tidak valid';

/** The transactions a list asks for: all of them, or with `proof=waiting` those with a proof to decide. */
function transactionsMatching(db: Db, proofFilter: string | undefined): readonly TransactionRow[] {
  const newest = rowsNewestFirst(db.transactions);
  if (proofFilter === undefined) return newest;
  if (proofFilter !== 'waiting') throw badRequest('Filter bukti pembayaran tidak valid');
  const waiting = new Set(proofsAwaitingDecision(db).map((proof) => proof.transactionId));
  return newest.filter((row) => waiting.has(row.id));
}

/**
 * `GET /transactions`, as `query` asks (docs/api.md, Lists): `status`, `proof=waiting`, then `q` in the
 * reservation's id, the customer's name, the category and the package as booked, newest first; the whole of
 * it, or one page.
 */
export function listTransactions(db: Db, caller: Caller, query = new URLSearchParams()): Outcome<Transaction[]> {
  requireAdmin(db, caller);
  const { paging, search } = parseListQuery(query);
  const status = choiceOf(query, 'status', TRANSACTION_STATUSES, TRANSACTION_FILTER_INVALID_MESSAGE);
  const matching = transactionsMatching(db, queryValue(query, 'proof'));
  const reservations = rowsById(db.reservations);
  const names = userNames(db);
  const inStatus = status === undefined ? matching : matching.filter((row) => row.status === status);
  const found = searched(inStatus, search, (row) => {
    const reservation = reservations.get(row.reservationId);
    const texts = reservation
      ? [names.get(reservation.userId) ?? '', reservation.snapshot.categoryName, reservation.snapshot.packageName]
      : [];
    return { id: row.reservationId, texts };
  });
  const views = createViews(db);
  return listed(found, paging, (row) => views.transaction(row, caller.now), 'Berhasil mengambil data transaksi');
}

export function getTransaction(db: Db, caller: Caller, id: unknown): Outcome<Transaction> {
  const user = signedIn(db, caller);
  const transaction = findOr404(db.transactions, id);
  requireOwnerOrAdmin(user, reservationOf(db, transaction).userId);
  return ok(view(db, transaction, caller.now), 'Berhasil mengambil data transaksi');
}

/** The customer sends a proof of one installment: it waits for the admin's validation. */
export function payTransaction(db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<Transaction> {
  const customer = requireCustomer(db, caller);
  const transaction = findOr404(db.transactions, id);
  const reservation = reservationOf(db, transaction);
  if (reservation.userId !== customer.id) throw forbidden();
  if (currentSettings(db).payments.qris === 'gateway') throw conflict(GATEWAY_ON_MESSAGE);
  const { image } = validate(paymentProofSchema, input);
  // The form's schema requires a file; in a request an empty reference is just as missing.
  if (image === '') throw badRequest('Gambar tidak boleh kosong');
  const proofImage = requireUnusedPaymentImage(db, image, customer.id);
  const installment = requireNextInstallment(db, transaction, reservation);

  insertRow(db, 'transactionDetails', {
    id: nextId(db, 'transactionDetails'),
    transactionId: transaction.id,
    total: installment,
    isValid: null,
    method: 'qris',
    image: proofImage,
    createdAt: caller.now.toISOString(),
  });
  return created(view(db, transaction, caller.now), 'Bukti pembayaran berhasil dikirim');
}

/**
 * The installment a transaction takes next, as the backend prices it (§1, Money). Refused (409) when none can be
 * added now: the transaction must be open, its booking still pending, no proof waiting for a decision, and an
 * installment still to pay.
 */
export function requireNextInstallment(db: Db, transaction: TransactionRow, reservation: ReservationRow): number {
  const closed = closedTransactionRefusal(transaction);
  if (closed) throw conflict(closed);
  if (reservation.status !== 'pending') throw conflict(NOT_CHANGEABLE_MESSAGE);
  const proofs = proofsOf(db, transaction.id);
  if (proofs.some(isAwaitingDecision)) throw conflict('Bukti pembayaran sebelumnya sedang divalidasi');
  const accepted = validProofCount(proofs);
  if (accepted >= requiredValidProofs(transaction.type)) throw conflict('Pembayaran sudah lengkap');
  return nextInstallmentAmount(reservation.total, transaction.type, accepted);
}

/**
 * The admin records an installment taken at the counter (cash, the desk's QRIS, a transfer): a proof accepted
 * as it is recorded, with the receipt's photo if one was taken. It must be the installment due now, whole.
 */
export function recordCounterPayment(db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<Transaction> {
  const admin = requireAdmin(db, caller);
  const transaction = findOr404(db.transactions, id);
  const reservation = reservationOf(db, transaction);
  const { method, amount, image } = validate(counterPaymentSchema, input);
  const receipt =
    image === '' || image === undefined || image === null ? null : requireUnusedPaymentImage(db, image, admin.id);
  const due = requireNextInstallment(db, transaction, reservation);
  const wrongAmount = counterAmountRefusal(amount, due);
  if (wrongAmount) throw badRequest(wrongAmount);

  insertRow(db, 'transactionDetails', {
    id: nextId(db, 'transactionDetails'),
    transactionId: transaction.id,
    total: due,
    isValid: 'true',
    method,
    image: receipt,
    createdAt: caller.now.toISOString(),
  });
  return created(view(db, transaction, caller.now), 'Pembayaran berhasil dicatat');
}

/** The admin decides a waiting proof once: valid or invalid, for good. */
export function decideProof(
  db: Draft,
  caller: Caller,
  id: unknown,
  detailId: unknown,
  valid: boolean,
): Outcome<Transaction> {
  requireAdmin(db, caller);
  const transaction = findOr404(db.transactions, id);
  const proof = findOr404(proofsOf(db, transaction.id), detailId);
  if (!isAwaitingDecision(proof)) throw conflict('Bukti sudah divalidasi');
  const closed = closedTransactionRefusal(transaction);
  if (closed) throw conflict(closed);
  updateRow(db, 'transactionDetails', proof, { isValid: valid ? 'true' : 'false' });
  return ok(
    view(db, transaction, caller.now),
    valid ? 'Bukti pembayaran dinyatakan valid' : 'Bukti pembayaran dinyatakan tidak valid',
  );
}

/** The admin marks a transaction paid once its required proofs are valid: 1 in full, 2 for a down payment. */
export function markTransactionPaid(db: Draft, caller: Caller, id: unknown): Outcome<Transaction> {
  requireAdmin(db, caller);
  const transaction = findOr404(db.transactions, id);
  const refusal = markPaidRefusal(transaction, proofsOf(db, transaction.id));
  if (refusal) throw conflict(refusal);
  const paid = updateRow(db, 'transactions', transaction, { status: 'paid' });
  return ok(view(db, paid, caller.now), 'Transaksi berhasil ditandai lunas');
}

/**
 * Adds an installment the payment gateway confirmed (or the admin accepted from the gateway's review) as an
 * accepted proof, and marks the transaction paid once its installments are: the gateway's word needs no check
 * of an image, so nobody has to mark it paid by hand.
 */
export function addGatewayInstallment(db: Draft, transaction: TransactionRow, amount: number, now: Date): number {
  const proof = insertRow(db, 'transactionDetails', {
    id: nextId(db, 'transactionDetails'),
    transactionId: transaction.id,
    total: amount,
    isValid: 'true',
    method: 'gateway',
    image: null,
    createdAt: now.toISOString(),
  });
  if (!markPaidRefusal(transaction, proofsOf(db, transaction.id))) {
    updateRow(db, 'transactions', transaction, { status: 'paid' });
  }
  return proof.id;
}
