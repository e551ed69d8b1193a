import type { NotificationReceipt } from '@/lib/api/api-types';

type Outcome = NotificationReceipt['outcome'];

/** What the studio's backend did with a notification, in the words a payer's app would use. */
export const OUTCOME_WORDS: Record<Outcome, string> = {
  applied: 'Pembayaran berhasil. Studio menerima pembayaran Anda.',
  review: 'Pembayaran diterima gateway, tetapi studio perlu meninjaunya.',
  duplicate: 'Pembayaran ini sudah tercatat sebelumnya. Tidak ada yang berubah.',
  expired: 'Kode QRIS dinyatakan kedaluwarsa. Tidak ada yang dibayar.',
  ignored: 'Notifikasi diterima, tetapi tidak ada yang perlu diubah.',
};

const OUTCOMES = Object.keys(OUTCOME_WORDS) as Outcome[];
const isOutcome = (value: unknown): value is Outcome => OUTCOMES.some((outcome) => outcome === value);

/** A backend's answer to a notification, read as the simulator shows it: an outcome, or its refusal. */
export type GatewayAnswer = { outcome: Outcome } | { refusal: string };

/**
 * The backend's answer as the sandbox relays it (`{ data: { outcome } }`, or `{ message }` with a 4xx): typed loosely
 * in the contract, because it is whatever the merchant's server said, so it is read field by field here.
 */
export function gatewayAnswerOf(status: number, answer: Record<string, unknown>): GatewayAnswer {
  const data = answer.data;
  const outcome: unknown = typeof data === 'object' && data !== null && 'outcome' in data ? data.outcome : undefined;
  if (status < 300 && isOutcome(outcome)) return { outcome };
  const message = typeof answer.message === 'string' && answer.message ? answer.message : 'Tanpa pesan';
  return { refusal: `${status} ${message}` };
}
