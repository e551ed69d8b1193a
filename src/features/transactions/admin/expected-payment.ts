import type { PaymentProof, Transaction } from '@/lib/api/api-types';
import { installmentDeadline, isBalanceDue } from '@/lib/rules/payments';
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

/**
 * The payment a proof claims: the installment it was sent for (the balance when a down payment was accepted
 * before it), due by the transaction's deadline, or for the balance by the session's start.
 */
export function expectedPayment(transaction: Transaction, proof: PaymentProof): ExpectedPayment {
  const acceptedBefore = validProofCount(transaction.transaction_detail.filter((earlier) => earlier.id < proof.id));
  const installment =
    transaction.type === 'fullpayment'
      ? 'Pembayaran penuh'
      : isBalanceDue(transaction.type, acceptedBefore)
        ? 'Pelunasan (tahap 2)'
        : 'DP 50% (tahap 1)';
  return {
    amount: proof.total,
    installment,
    reference: transactionReference(transaction.id),
    deadline: deadlineAfter(transaction, acceptedBefore),
  };
}

/** By when the installment due now must be paid: the session start for a DP balance, else the transaction's deadline. */
export function currentDeadline(transaction: Transaction): Date {
  return deadlineAfter(transaction, validProofCount(transaction.transaction_detail));
}

/** The deadline of the installment due once `accepted` proofs of the transaction were accepted. */
function deadlineAfter(transaction: Transaction, accepted: number): Date {
  const { date, timeSlot } = transaction.reservation;
  return installmentDeadline(transaction, accepted, { date, time: timeSlot.time });
}
