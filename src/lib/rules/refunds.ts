/**
 * What a cancelled booking gives back, by the cancellation policy it was made under (`policy.cancellation`): the
 * tier of the notice given, applied to what reached the studio, less a down payment the policy keeps. The backend
 * records the refund with this amount; the cancel dialog shows the same figure before the customer confirms.
 */
import type { CancellationPolicy, TransactionType } from '../api/api-types';
import { tiersByNotice } from './settings';
import { HOUR_MS } from './studio-time';

/** The share of what was paid a cancellation `hoursBefore` the session gives back, in percent. */
export function refundPercent(policy: CancellationPolicy, hoursBefore: number): number {
  const tier = tiersByNotice(policy.tiers).find(({ minHoursBefore }) => hoursBefore >= minHoursBefore);
  return tier?.refundPercent ?? 0;
}

/** What the rules need of a paid or part-paid booking to work out its refund. */
export interface RefundableBooking {
  policy: CancellationPolicy;
  /** When its session starts. */
  sessionStart: Date;
  /** What reached the studio: its accepted installments. */
  paid: number;
  type: TransactionType;
  /** Its first installment: the whole total, or the down payment. */
  firstInstallment: number;
}

export interface RefundQuote {
  /** The tier's share, in percent. */
  percent: number;
  /** What the share applies to: what was paid, less a down payment the policy keeps. */
  refundable: number;
  /** Whole rupiah, rounded down: never more than was paid. */
  amount: number;
}

/**
 * The refund of a customer's cancellation at `now`: the tier of the hours left before the session, applied to what
 * was paid; a policy that keeps down payments ("DP tidak dapat dikembalikan") applies it only to what was paid
 * beyond a down payment's first installment.
 */
export function customerRefund(booking: RefundableBooking, now: Date): RefundQuote {
  const hoursBefore = (booking.sessionStart.getTime() - now.getTime()) / HOUR_MS;
  const percent = refundPercent(booking.policy, hoursBefore);
  const keepsDownPayment = booking.type === 'downpayment' && !booking.policy.downPaymentRefundable;
  const refundable = Math.max(0, booking.paid - (keepsDownPayment ? booking.firstInstallment : 0));
  return { percent, refundable, amount: Math.floor((refundable * percent) / 100) };
}
