/**
 * The emulated payment gateway's sandbox: what it sends when a payer's banking app (the QRIS simulator) pays one
 * of its charges. It reads the order id from the QRIS, pays the amount asked (the QRIS's own unless another was
 * typed), now or just after the charge expired, and signs the notification with the store's server key, as the
 * gateway does. Delivering it to `POST /payments/notification` is the handler's (handlers/demo-gateway.ts).
 */
import type { GatewayNotification } from '@/lib/api/api-types';
import { gatewayPaySchema, QRIS_INVALID_MESSAGE } from '@/lib/forms/payment-schemas';
import { summariseQris } from '@/lib/qris/qris';
import { MINUTE_MS, STUDIO_UTC_OFFSET_MS } from '@/lib/rules/studio-time';
import type { Db } from '@mocks/db/schema';
import { badRequest, DomainError } from '../errors';
import { chargeWithOrderId } from '../payments/charges';
import { grossAmountText, notificationSignature, serverKeyOf } from '../payments/gateway-key';
import { validate } from '../validation';

export const UNKNOWN_QRIS_MESSAGE = 'Kode QRIS tidak dikenal';

/** The order id and amount a QRIS names, or a refusal when it is no charge's kind of QRIS. */
function qrisOrder(qris: string): { orderId: string; amount: number } {
  try {
    const { reference, amount } = summariseQris(qris);
    if (reference && amount !== undefined) return { orderId: reference, amount };
  } catch {
    // A payload that is no QRIS at all is refused below, like one without an amount or a reference.
  }
  throw badRequest(QRIS_INVALID_MESSAGE);
}

/** An instant as a notification writes it: `YYYY-MM-DD HH:mm:ss` on the studio's clock (WIB). */
function gatewayTime(instant: Date): string {
  return new Date(instant.getTime() + STUDIO_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The gateway's own id of a payment: random, as each payment it takes is a new one. */
const gatewayTransactionId = (): string => crypto.randomUUID();

/** The signed `settlement` notification of paying a charge's QRIS at `now` (docs/api.md, Payment gateway). */
export async function gatewayPayment(db: Db, now: Date, input: unknown): Promise<GatewayNotification> {
  const { qris, amount, late } = validate(gatewayPaySchema, input);
  const order = qrisOrder(qris);
  const charge = chargeWithOrderId(db, order.orderId);
  const serverKey = serverKeyOf(db);
  if (!charge || serverKey === undefined) throw new DomainError(404, UNKNOWN_QRIS_MESSAGE);
  const paidAt = late ? new Date(new Date(charge.expiresAt).getTime() + MINUTE_MS) : now;
  const signed = {
    order_id: charge.orderId,
    status_code: '200',
    gross_amount: grossAmountText(amount ?? order.amount),
  };
  return {
    ...signed,
    signature_key: await notificationSignature(signed, serverKey),
    transaction_status: 'settlement',
    transaction_id: gatewayTransactionId(),
    transaction_time: gatewayTime(paidAt),
    payment_type: 'qris',
  };
}
