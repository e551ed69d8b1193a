import type { PaymentProof, Transaction } from '@/lib/api/api-types';
import { dueBookingOf, dueNow, installmentDue, type InstallmentDue } from '@/lib/rules/installment-due';
import { validProofCount } from '@/lib/rules/proofs';
import { transactionReference } from '../payment-qris';

/** What must have reached the studio's account for a proof to be true: the sum, the reference and by when. */
export interface ExpectedPayment {
  amount: number;
  /** Which installment the proof pays: 'Pembayaran penuh', 'DP 50% (tahap 1)' or 'Pelunasan (tahap 2)'. */
  installment: string;
  /** The reference the payment QR carried: `TRX-66`. */
  reference: string;
  deadline: Date;
}

const installmentNames: Record<InstallmentDue['installment'], string> = {
  full: 'Pembayaran penuh',
  'down-payment': 'DP 50% (tahap 1)',
  balance: 'Pelunasan (tahap 2)',
};

/**
 * The payment a proof claims: the installment that was due when it was sent (`installmentDue`, counting the
 * proofs accepted before it), and by when. Undefined for a proof sent once every installment was accepted.
 */
export function expectedPayment(transaction: Transaction, proof: PaymentProof): ExpectedPayment | undefined {
  const acceptedBefore = validProofCount(transaction.transaction_detail.filter((earlier) => earlier.id < proof.id));
  const due = installmentDue(transaction, dueBookingOf(transaction.reservation), acceptedBefore);
  return (
    due && {
      amount: proof.total,
      installment: installmentNames[due.installment],
      reference: transactionReference(transaction.id),
      deadline: due.deadline,
    }
  );
}

/** By when the installment due now must be paid: the session start for a DP balance, else the transaction's deadline. */
export function currentDeadline(transaction: Transaction): Date | undefined {
  return installmentDue(
    transaction,
    dueBookingOf(transaction.reservation),
    validProofCount(transaction.transaction_detail),
  )?.deadline;
}

/**
 * The installment the admin may take at the counter now, named, or undefined: the booking must still be
 * pending and its payment open, with no customer's proof waiting for a decision (`dueNow`, the backend's rule).
 */
export function counterPaymentDue(transaction: Transaction): { installment: string; amount: number } | undefined {
  if (transaction.reservation.status !== 'pending') return undefined;
  const due = dueNow({ ...transaction, proofs: transaction.transaction_detail }, dueBookingOf(transaction.reservation));
  return due && { installment: installmentNames[due.installment], amount: due.amount };
}
