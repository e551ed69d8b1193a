/**
 * What a booking's payment asks the customer for, and by when: the one answer the payment page, the
 * customer's history, the admin's WhatsApp reminder and the backend's reminders all read.
 */
import type { BookingChannel, ProofValidity, TransactionStatus, TransactionType } from '../api/api-types';
import { balanceAfterDownPayment } from './money';
import { installmentDeadline, isBalanceDue } from './payments';
import type { PayableBooking } from './payment-window';
import { isAwaitingDecision, isOpenTransaction, requiredValidProofs, validProofCount } from './proofs';

/** Which installment is asked for: the whole total at once, a down payment's first half, or its balance. */
type Installment = 'full' | 'down-payment' | 'balance';

export interface InstallmentDue {
  installment: Installment;
  /** Whole rupiah. */
  amount: number;
  /** By when it must be paid: the transaction's deadline, or for a down payment's balance the session's start. */
  deadline: Date;
}

/** What the rules need of a transaction. */
export interface DuePayment {
  type: TransactionType;
  status: TransactionStatus;
  /** The first installment: the whole total for a full payment, half of it for a down payment. */
  total: number;
  expiredAt: string;
  proofs: readonly { isValid: ProofValidity }[];
}

/** What the rules need of the booking it pays: its total, its session and how it came in. */
export interface DueBooking extends PayableBooking {
  total: number;
}

/** A booking as the API shows it (a `Reservation`, a transaction's `reservation`), as these rules read it. */
export function dueBookingOf(booking: {
  total: number;
  date: string;
  timeSlot: { time: string };
  channel: BookingChannel;
}): DueBooking {
  return { total: booking.total, date: booking.date, time: booking.timeSlot.time, channel: booking.channel };
}

/**
 * The installment a payment asks for once `acceptedProofs` of its proofs were accepted, whatever its status:
 * the first one by the transaction's deadline, or a down payment's balance (the rest of the booking's total)
 * by the session's start. Undefined once every installment is accepted.
 */
export function installmentDue(
  payment: Pick<DuePayment, 'type' | 'total' | 'expiredAt'>,
  booking: DueBooking,
  acceptedProofs: number,
): InstallmentDue | undefined {
  if (acceptedProofs >= requiredValidProofs(payment.type)) return undefined;
  const deadline = installmentDeadline(payment, acceptedProofs, booking);
  if (isBalanceDue(payment.type, acceptedProofs))
    return { installment: 'balance', amount: balanceAfterDownPayment(booking.total, payment.total), deadline };
  const installment = payment.type === 'fullpayment' ? 'full' : 'down-payment';
  return { installment, amount: payment.total, deadline };
}

/**
 * What the customer must pay now, and by when: the installment still missing while the transaction is open
 * and no proof waits for the admin's decision. Undefined when nothing is asked: the transaction is paid or
 * expired, every installment is accepted, or the studio is checking the proof of what was asked.
 */
export function dueNow(payment: DuePayment, booking: DueBooking): InstallmentDue | undefined {
  if (!isOpenTransaction(payment) || payment.proofs.some(isAwaitingDecision)) return undefined;
  return installmentDue(payment, booking, validProofCount(payment.proofs));
}
