/**
 * A customer's refund in words: what their cancellation will give back (the cancel dialog, before they confirm),
 * and where a cancelled booking's refund stands (the history, the payment page).
 */
import type { Refund } from '../lib/api/api-types';
import { formatRupiah, formatShortCalendarDate } from '../lib/format';
import type { RefundQuote } from '../lib/rules/refunds';
import { paymentMethodLabels, type Tone } from './status-labels';

export const NO_REFUND_TEXT = 'Tidak ada dana yang dikembalikan sesuai kebijakan pembatalan.';

export const REFUND_BY_TRANSFER_NOTE =
  'Pengembalian dikirim melalui transfer bank; QRIS tidak dapat menerima pengembalian dari semua bank.';

/**
 * "Dana yang dikembalikan: Rp 175.000 (50% dari Rp 350.000 yang sudah dibayar)"; with a down payment the policy
 * keeps, the share applies to what was paid beyond it. Rp 0 says there is nothing to give back.
 */
export function refundQuoteText({ percent, refundable, amount }: RefundQuote, keepsDownPayment: boolean): string {
  if (amount <= 0) return NO_REFUND_TEXT;
  const base = keepsDownPayment ? 'yang sudah dibayar di luar DP' : 'yang sudah dibayar';
  return `Dana yang dikembalikan: ${formatRupiah(amount)} (${percent}% dari ${formatRupiah(refundable)} ${base})`;
}

/** "Pengembalian dana Rp 175.000 · Menunggu", or once paid back "· Dikembalikan Sab, 28 Nov 2026 (Transfer)". */
export function refundStatusText(refund: Pick<Refund, 'amount' | 'status' | 'paidAt' | 'method'>): string {
  const head = `Pengembalian dana ${formatRupiah(refund.amount)}`;
  if (refund.status === 'waiting' || refund.paidAt === null) return `${head} · Menunggu`;
  const method = refund.method ? ` (${paymentMethodLabels[refund.method]})` : '';
  return `${head} · Dikembalikan ${formatShortCalendarDate(refund.paidAt)}${method}`;
}

/** The colour of the line's mark: still owed, or paid back. */
export const refundTone = (refund: Pick<Refund, 'status'>): Tone => (refund.status === 'paid' ? 'success' : 'warning');
