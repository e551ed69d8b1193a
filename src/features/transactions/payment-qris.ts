import { studioStaticQris } from '@/content/studio-qris';
import type { TlvField } from '@/lib/qris/emv-tlv';
import { dynamicQris, readQris, summariseQris, type QrisSummary } from '@/lib/qris/qris';

let studioFields: TlvField[] | undefined;

/** The studio's static QRIS, read once (the build has already refused a malformed one). */
const studioQrisFields = (): TlvField[] => (studioFields ??= readQris(studioStaticQris));

/** How a transaction is named in the QRIS reference and on the admin's proof check: `TRX-66`. */
export const transactionReference = (transactionId: number): string => `TRX-${transactionId}`;

/** The dynamic QRIS for the amount due now on a transaction, and what it says, read back from the payload. */
export function paymentQris(transactionId: number, amount: number): { payload: string; summary: QrisSummary } {
  const payload = dynamicQris(studioQrisFields(), { amount, reference: transactionReference(transactionId) });
  return { payload, summary: summariseQris(payload) };
}
