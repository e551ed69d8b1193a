/**
 * What a cancelled booking gives back, by the cancellation policy it was made under (`policy.cancellation`): the
 * tier of the notice given, applied to what reached the studio, less a down payment the policy keeps. The backend
 * records the refund with this amount; the cancel dialog shows the same figure before the customer confirms.
 */
import type { CancellationPolicy, ReservationStatus, TransactionType } from '../api/api-types';
import { NOT_CHANGEABLE_MESSAGE } from './bookings';
import { rupiahText } from './indonesian-text';
import { tiersByNotice } from './settings';
import { HOUR_MS } from './studio-time';

export const CANCEL_SESSION_STARTED_MESSAGE = 'Sesi sudah dimulai';
export const PROOF_AWAITING_DECISION_MESSAGE =
  'Reservasi tidak dapat dibatalkan karena bukti pembayaran sedang divalidasi';
export const BANK_ACCOUNT_REQUIRED_MESSAGE = 'Rekening tujuan pengembalian dana wajib diisi';
export const REFUND_ALREADY_PAID_MESSAGE = 'Pengembalian dana sudah dibayar';
export const REFUND_DATE_AFTER_TODAY_MESSAGE = 'Tanggal pengembalian tidak boleh setelah hari ini';

/** What the rules need of a booking a customer wants to call off. */
export interface CancellableBooking {
  status: ReservationStatus;
  sessionStart: Date;
  /** Payment proofs sent for it that the admin has not decided on yet. */
  proofsAwaitingDecision: number;
}

/**
 * Why a customer may not call off their own booking at `now`, or undefined when they may: it must be pending, its
 * session not started, and no proof of theirs waiting for the admin's decision (what it brings is not known yet).
 * Money already paid is no bar: the refund follows the booking's policy (`customerRefund`).
 */
export function customerCancellationRefusal(booking: CancellableBooking, now: Date): string | undefined {
  if (booking.status !== 'pending') return NOT_CHANGEABLE_MESSAGE;
  if (now >= booking.sessionStart) return CANCEL_SESSION_STARTED_MESSAGE;
  if (booking.proofsAwaitingDecision > 0) return PROOF_AWAITING_DECISION_MESSAGE;
  return undefined;
}

/** Why the admin cannot give back `amount` of what was `paid`, or undefined when they can. */
export function adminRefundRefusal(amount: number, paid: number): string | undefined {
  return amount > paid ? `Jumlah pengembalian melebihi yang dibayar (${rupiahText(paid)})` : undefined;
}

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
