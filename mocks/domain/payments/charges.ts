/**
 * Gateway charges: with automatic QRIS (`settings.payments.qris: gateway`), the customer pays an installment
 * through the payment gateway. A charge is the gateway's QRIS of exactly the installment, its order id the
 * reference, payable for the settings' minutes but never past the installment's deadline. The gateway reports the
 * payment (notifications.ts); a lapsed charge gives way to a new one while the transaction is open.
 */
import type { Transaction } from '@/lib/api/api-types';
import { DEMO_STATIC_QRIS } from '@/content/demo-qris';
import { chargeExpiry, chargeOrderId, chargeStatusAt, GATEWAY_OFF_MESSAGE } from '@/lib/rules/charges';
import { installmentDeadline } from '@/lib/rules/payments';
import { validProofCount } from '@/lib/rules/proofs';
import { dynamicQris, readQris } from '@/lib/qris/qris';
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import type { ChargeRow, Db } from '@mocks/db/schema';
import { findOr404, requireCustomer, type Caller } from '../accounts/access';
import { conflict, forbidden } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { dueBookingOf } from '../reservations/reservation-records';
import { currentSettings } from '../settings/settings';
import { proofsOf, requireNextInstallment, reservationOf } from '../transactions/transactions';
import { createViews } from '../views';
import { ensureServerKey } from './gateway-key';

/** The gateway's QRIS for a charge: the demo merchant's, with the amount and the order id as its reference. */
function chargeQris(orderId: string, amount: number): string {
  return dynamicQris(readQris(DEMO_STATIC_QRIS), { amount, reference: orderId });
}

/** The charge with an order id, if any. */
export function chargeWithOrderId(db: Db, orderId: string): ChargeRow | undefined {
  return db.charges.find((charge) => charge.orderId === orderId);
}

/**
 * `POST /transaction/{id}/charge`: the customer's charge for the installment due now. One still payable is
 * answered as it is; otherwise a new one is made, while the transaction takes an installment.
 */
export function createCharge(db: Draft, caller: Caller, id: unknown): Outcome<Transaction> {
  const customer = requireCustomer(db, caller);
  const transaction = findOr404(db.transactions, id);
  const reservation = reservationOf(db, transaction);
  if (reservation.userId !== customer.id) throw forbidden();
  const { payments } = currentSettings(db);
  if (payments.qris !== 'gateway') throw conflict(GATEWAY_OFF_MESSAGE);
  const amount = requireNextInstallment(db, transaction, reservation);
  const accepted = validProofCount(proofsOf(db, transaction.id));

  const installment = accepted + 1;
  const payable = db.charges.find(
    (charge) =>
      charge.transactionId === transaction.id &&
      charge.installment === installment &&
      chargeStatusAt(charge, caller.now) === 'pending',
  );
  if (payable) return ok(createViews(db).transaction(transaction, caller.now), 'Kode QRIS masih berlaku');

  ensureServerKey(db, caller.now);
  const chargeId = nextId(db, 'charges');
  const orderId = chargeOrderId(transaction.id, chargeId);
  const deadline = installmentDeadline(transaction, accepted, dueBookingOf(reservation));
  insertRow(db, 'charges', {
    id: chargeId,
    transactionId: transaction.id,
    orderId,
    installment,
    amount,
    qris: chargeQris(orderId, amount),
    expiresAt: chargeExpiry(caller.now, payments.chargeMinutes, deadline).toISOString(),
    status: 'pending',
    createdAt: caller.now.toISOString(),
  });
  return created(createViews(db).transaction(transaction, caller.now), 'Kode QRIS berhasil dibuat');
}
