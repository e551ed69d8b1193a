/**
 * `POST /payments/notification`: the payment gateway tells the backend what became of a charge, as a real merchant
 * server is told: the body is checked, then its signature (the store's server key), then its order. A payment is
 * kept once per gateway transaction whatever comes after, so a notification sent again, ten times or out of order
 * changes things once. It is applied to its installment when it is the charge's amount, paid by the charge's expiry
 * and for the installment still due; otherwise it waits for the admin's review, never lost.
 */
import type { GatewayPaymentReason, NotificationReceipt } from '@/lib/api/api-types';
import { gatewayNotificationSchema, NOTIFICATION_INVALID_MESSAGE } from '@/lib/forms/payment-schemas';
import { isAwaitingDecision, validProofCount } from '@/lib/rules/proofs';
import { STUDIO_UTC_OFFSET_MS } from '@/lib/rules/studio-time';
import { insertRow, nextId, updateRow, type Draft } from '@mocks/db/draft';
import type { ChargeRow, Db, TransactionRow } from '@mocks/db/schema';
import { badRequest, DomainError } from '../errors';
import { ok, type Outcome } from '../outcome';
import { addGatewayInstallment, proofsOf, reservationOf } from '../transactions/transactions';
import { validate } from '../validation';
import { chargeWithOrderId } from './charges';
import { notificationSignature, sameSignature, serverKeyOf } from './gateway-key';

export const BAD_SIGNATURE_MESSAGE = 'Tanda tangan notifikasi tidak valid';
export const UNKNOWN_ORDER_MESSAGE = 'Pesanan tidak dikenal';
const RECEIVED_MESSAGE = 'Notifikasi diterima';

/** The statuses that say the payer paid. */
const PAID_STATUSES: readonly string[] = ['settlement', 'capture'];
/** The statuses that say the charge ended unpaid. */
const ENDED_STATUSES: readonly string[] = ['expire', 'cancel', 'deny'];

/** Whole rupiah from a notification's `250000.00`; a fraction of a rupiah is no amount the studio charges. */
function rupiahOf(grossAmount: string): number {
  const [whole, cents] = grossAmount.split('.');
  if (cents !== '00') throw badRequest(NOTIFICATION_INVALID_MESSAGE);
  return Number(whole);
}

/** Whether the installment a charge was made for is still the one its transaction takes now. */
function isInstallmentDue(db: Db, charge: ChargeRow, transaction: TransactionRow): boolean {
  if (transaction.status !== 'unpaid' || reservationOf(db, transaction).status !== 'pending') return false;
  const proofs = proofsOf(db, transaction.id);
  return !proofs.some(isAwaitingDecision) && validProofCount(proofs) === charge.installment - 1;
}

/** Why a payment cannot be applied as it came, or null when it can. */
function reviewReason(
  db: Db,
  charge: ChargeRow,
  transaction: TransactionRow | undefined,
  amount: number,
  paidAt: Date,
): GatewayPaymentReason | null {
  if (amount !== charge.amount) return 'amount';
  if (paidAt.getTime() > new Date(charge.expiresAt).getTime()) return 'late';
  if (!transaction || !isInstallmentDue(db, charge, transaction)) return 'closed';
  return null;
}

/** The instant a notification's `transaction_time` names: `YYYY-MM-DD HH:mm:ss` on the studio's clock (WIB). */
function instantOfGatewayTime(time: string): Date {
  return new Date(new Date(`${time.replace(' ', 'T')}.000Z`).getTime() - STUDIO_UTC_OFFSET_MS);
}

const receipt = (outcome: NotificationReceipt['outcome']): Outcome<NotificationReceipt> =>
  ok({ outcome }, RECEIVED_MESSAGE);

/** The notification handled at `now` (docs/api.md, Payment gateway). */
export async function receiveNotification(db: Draft, now: Date, input: unknown): Promise<Outcome<NotificationReceipt>> {
  const notification = validate(gatewayNotificationSchema, input);
  const serverKey = serverKeyOf(db);
  const expected = serverKey === undefined ? undefined : await notificationSignature(notification, serverKey);
  if (expected === undefined || !sameSignature(notification.signature_key, expected)) {
    throw new DomainError(403, BAD_SIGNATURE_MESSAGE);
  }
  const charge = chargeWithOrderId(db, notification.order_id);
  if (!charge) throw new DomainError(404, UNKNOWN_ORDER_MESSAGE);
  const amount = rupiahOf(notification.gross_amount);

  if (ENDED_STATUSES.includes(notification.transaction_status)) {
    if (charge.status !== 'pending') return receipt('ignored');
    updateRow(db, 'charges', charge, { status: 'expired' });
    return receipt('expired');
  }
  if (!PAID_STATUSES.includes(notification.transaction_status)) return receipt('ignored');
  if (db.gatewayPayments.some((payment) => payment.gatewayTransactionId === notification.transaction_id)) {
    return receipt('duplicate');
  }

  const paidAt = instantOfGatewayTime(notification.transaction_time);
  const transaction = db.transactions.find((row) => row.id === charge.transactionId);
  const reason = reviewReason(db, charge, transaction, amount, paidAt);
  const applied = reason === null;
  const proofId = applied && transaction ? addGatewayInstallment(db, transaction, amount, now) : null;
  if (applied) updateRow(db, 'charges', charge, { status: 'paid' });
  insertRow(db, 'gatewayPayments', {
    id: nextId(db, 'gatewayPayments'),
    chargeId: charge.id,
    gatewayTransactionId: notification.transaction_id,
    amount,
    paidAt: paidAt.toISOString(),
    receivedAt: now.toISOString(),
    status: applied ? 'applied' : 'review',
    reason,
    proofId,
    reviewedBy: null,
    reviewedAt: null,
    refundMethod: null,
    note: '',
  });
  return receipt(applied ? 'applied' : 'review');
}
