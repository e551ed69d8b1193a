import type {
  CounterPaymentMethod,
  ProofValidity,
  RefundMethod,
  TransactionStatus,
  TransactionType,
} from '../api/api-types';
import { rupiahText } from './indonesian-text';
import { requiredValidProofs, validProofCount } from './proofs';
import { paymentCutoff, type PayableBooking } from './payment-window';

export const ALREADY_PAID_MESSAGE = 'Transaksi sudah lunas';
export const EXPIRED_MESSAGE = 'Transaksi sudah kadaluarsa';
export const PROOFS_INCOMPLETE_MESSAGE = 'Bukti pembayaran belum lengkap';

type Proofs = readonly { isValid: ProofValidity }[];

/** Whether the installment a transaction asks for next is a down payment's balance: its first half was accepted. */
export function isBalanceDue(type: TransactionType, acceptedProofs: number): boolean {
  return type === 'downpayment' && acceptedProofs === 1;
}

/**
 * By when the installment due now must be paid: a down payment's balance by the booking's cutoff (its session's
 * start, or for a booking the studio took, the end of the session's day: `paymentCutoff`), when the backend
 * cancels a booking still not paid in full; any other installment by the transaction's deadline.
 */
export function installmentDeadline(
  payment: { type: TransactionType; expiredAt: string },
  acceptedProofs: number,
  booking: PayableBooking,
): Date {
  return isBalanceDue(payment.type, acceptedProofs) ? paymentCutoff(booking) : new Date(payment.expiredAt);
}

/**
 * Why a transaction takes no more proofs nor decisions, or undefined while it is open: it is paid in full,
 * or it expired.
 */
export function closedTransactionRefusal(transaction: { status: TransactionStatus }): string | undefined {
  if (transaction.status === 'paid') return ALREADY_PAID_MESSAGE;
  if (transaction.status === 'expired') return EXPIRED_MESSAGE;
  return undefined;
}

/**
 * Why the admin may not mark a transaction paid, or undefined when they may: it must still be open and have
 * exactly the proofs its method needs accepted (one, or one per half of a down payment).
 */
export function markPaidRefusal(
  transaction: { status: TransactionStatus; type: TransactionType },
  proofs: Proofs,
): string | undefined {
  const closed = closedTransactionRefusal(transaction);
  if (closed) return closed;
  if (validProofCount(proofs) !== requiredValidProofs(transaction.type)) return PROOFS_INCOMPLETE_MESSAGE;
  return undefined;
}

/** How the admin takes an installment at the counter, in the order the form offers them. */
export const COUNTER_PAYMENT_METHODS = [
  'cash',
  'counter-qris',
  'transfer',
] as const satisfies readonly CounterPaymentMethod[];

/** How the admin pays a refund back, in the order the form offers them. */
export const REFUND_METHODS = ['transfer', 'cash'] as const satisfies readonly RefundMethod[];

/**
 * Why an amount taken at the counter cannot be recorded, or undefined when it can: it is the installment due
 * now, no more (the rest is the customer's change) and no less (an installment is paid whole).
 */
export function counterAmountRefusal(amount: number, due: number): string | undefined {
  if (amount > due) return `Jumlah melebihi yang harus dibayar (${rupiahText(due)})`;
  if (amount < due) return `Jumlah kurang dari yang harus dibayar (${rupiahText(due)})`;
  return undefined;
}
