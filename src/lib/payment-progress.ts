import type { ProofValidity, ReservationStatus } from './api/api-types';
import { installmentDue, type DueBooking, type DuePayment } from './rules/installment-due';
import { installmentDeadline } from './rules/payments';
import { isAwaitingDecision, validProofCount } from './rules/proofs';

/**
 * Where a booking's payment stands, as the customer must read it:
 * - `awaiting`: nothing sent yet for the installment due now;
 * - `in-review`: a proof waits for the admin's decision;
 * - `rejected`: the last proof was refused, and a new one is due;
 * - `balance-due`: the down payment was accepted, the balance is due before the session starts;
 * - `all-accepted`: every installment is accepted, the admin has yet to mark it paid;
 * - `paid`, `expired` (time ran out, the slot was released) and `cancelled` (the booking was called off).
 */
export type PaymentStep =
  'awaiting' | 'in-review' | 'rejected' | 'balance-due' | 'all-accepted' | 'paid' | 'expired' | 'cancelled';

export interface PaymentFacts extends DuePayment {
  proofs: readonly { id: number; isValid: ProofValidity }[];
}

export interface BookingFacts extends DueBooking {
  status: ReservationStatus;
  /** When its status last changed: a booking ended at or after the deadline ended because time ran out. */
  updatedAt: string;
}

export interface PaymentProgress {
  step: PaymentStep;
  /** What the customer pays next; 0 when nothing is asked. */
  amountDue: number;
  /** By when the next payment must be sent, where one is asked for. */
  deadline?: Date;
  /** Whether the installment asked for is the balance after an accepted down payment. */
  isBalance: boolean;
}

function newest<Proof extends { id: number }>(proofs: readonly Proof[]): Proof | undefined {
  return proofs.reduce<Proof | undefined>(
    (latest, proof) => (latest && latest.id > proof.id ? latest : proof),
    undefined,
  );
}

/**
 * The step a payment is at, what is due and by when (`installmentDue`): the first installment by the
 * transaction's deadline, a down payment's balance before the session starts, when the backend cancels a
 * booking still not paid in full.
 */
export function paymentProgress(payment: PaymentFacts, booking: BookingFacts): PaymentProgress {
  const validCount = validProofCount(payment.proofs);
  const due = installmentDue(payment, booking, validCount);
  const amountDue = due?.amount ?? 0;
  const isBalance = due?.installment === 'balance';
  const closed = { amountDue: 0, isBalance: false };

  if (payment.status === 'paid' && booking.status !== 'cancelled') return { step: 'paid', ...closed };
  if (booking.status === 'success') return { step: 'paid', ...closed };
  // A booking ended before its deadline was called off, by the customer or the studio, not ended by time.
  if (payment.status === 'expired') {
    const endedByTime = installmentDeadline(payment, validCount, booking) <= new Date(booking.updatedAt);
    return { step: endedByTime ? 'expired' : 'cancelled', ...closed };
  }
  if (booking.status === 'cancelled') return { step: 'cancelled', ...closed };
  if (payment.proofs.some(isAwaitingDecision)) return { step: 'in-review', amountDue, isBalance };
  if (!due) return { step: 'all-accepted', ...closed };
  const { deadline } = due;
  if (newest(payment.proofs)?.isValid === 'false') return { step: 'rejected', amountDue, deadline, isBalance };
  return { step: isBalance ? 'balance-due' : 'awaiting', amountDue, deadline, isBalance };
}
