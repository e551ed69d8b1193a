/**
 * A customer's own cancellation as the screens judge it from what the API sends them (a `Reservation` with its
 * transaction's summary, or a payment's `Transaction` and the policy of its booking), by the backend's rules
 * (./refunds.ts): whether 'Batalkan' is offered, and what the cancellation gives back.
 */
import type { CancellationPolicy, ProofValidity, ReservationStatus, TransactionType } from '../api/api-types';
import { bookingMoney } from './money';
import { isAwaitingDecision } from './proofs';
import { customerCancellationRefusal, type RefundableBooking } from './refunds';
import { slotStart } from './studio-time';

/** A booking as a screen has it: its status, total and session (its calendar day and slot). */
export interface OwnBooking {
  status: ReservationStatus;
  total: number;
  date: string;
  timeSlot: { time: string };
}

/** Its payment, once one was started: the method, its first installment (`total`) and the proofs sent. */
export interface OwnPayment {
  type: TransactionType;
  total: number;
  proofs: readonly { isValid: ProofValidity; total: number }[];
}

/**
 * Whether the customer may call off their booking at `now`: pending, its session not started, and no proof of
 * theirs waiting for the admin's decision. Money already paid is no bar (`refundableBookingOf`).
 */
export function canCancelOwnBooking(booking: OwnBooking, payment: OwnPayment | undefined, now: Date): boolean {
  const refusal = customerCancellationRefusal(
    {
      status: booking.status,
      sessionStart: slotStart(booking.date, booking.timeSlot.time),
      proofsAwaitingDecision: payment?.proofs.filter(isAwaitingDecision).length ?? 0,
    },
    now,
  );
  return refusal === undefined;
}

/** What reached the studio for the booking: the installments of its accepted proofs (none without a payment). */
export function paidTowards(booking: OwnBooking, payment: OwnPayment | undefined): number {
  return bookingMoney(booking.total, payment?.proofs ?? []).paid;
}

/**
 * What the refund rules need of a booking made under `policy`, as the backend works it out: what was paid, and
 * for a down payment its first installment (which a policy may keep).
 */
export function refundableBookingOf(
  booking: OwnBooking,
  payment: OwnPayment | undefined,
  policy: CancellationPolicy,
): RefundableBooking {
  return {
    policy,
    sessionStart: slotStart(booking.date, booking.timeSlot.time),
    paid: paidTowards(booking, payment),
    type: payment?.type ?? 'fullpayment',
    firstInstallment: payment?.total ?? booking.total,
  };
}

/** Whether the booking's policy keeps a down payment: a down payment not refundable. */
export function keepsDownPayment({ policy, type }: Pick<RefundableBooking, 'policy' | 'type'>): boolean {
  return type === 'downpayment' && !policy.downPaymentRefundable;
}
