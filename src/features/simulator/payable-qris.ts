import { QRIS_INVALID_MESSAGE } from '@/lib/forms/payment-schemas';
import { summariseQris } from '@/lib/qris/qris';

/** A QRIS a payer's app can pay as it is: whom, where, how much and for which order. */
export interface PayableQris {
  payload: string;
  merchantName: string;
  merchantCity: string;
  amount: number;
  reference: string;
}

/** A code that cannot be paid, and why: `Kode QRIS tidak valid` and what is wrong with it. */
export class UnpayableQrisError extends Error {}

/**
 * Reads a QRIS as a banking app does before showing its pay screen: the code must be well formed (its CRC and
 * fields) and, as the gateway's codes are, dynamic, with an amount and a reference to pay.
 */
export function payableQris(text: string): PayableQris {
  const payload = text.trim();
  let summary: ReturnType<typeof summariseQris>;
  try {
    summary = summariseQris(payload);
  } catch (error) {
    const reason = error instanceof Error ? ` ${error.message}` : '';
    throw new UnpayableQrisError(`${QRIS_INVALID_MESSAGE}.${reason}`);
  }
  const { merchantName, merchantCity, amount, reference } = summary;
  if (amount === undefined || !reference)
    throw new UnpayableQrisError(`${QRIS_INVALID_MESSAGE}. Kode ini tidak memuat nominal dan referensi pesanan.`);
  return { payload, merchantName, merchantCity, amount, reference };
}
