import type { Transaction, TransactionType } from '../../lib/api-types';

/** Proofs the studio must accept: one for a full payment, one per half for a down payment. */
export const requiredValidProofs: Record<TransactionType, number> = { fullpayment: 1, downpayment: 2 };

/** The admin may mark a transaction paid when it is still open and exactly the required proofs are valid. */
export function canMarkPaid(transaction: Pick<Transaction, 'status' | 'type' | 'transaction_detail'>): boolean {
  if (transaction.status === 'paid' || transaction.status === 'expired') return false;
  const validProofs = transaction.transaction_detail.filter((proof) => proof.isValid === 'true').length;
  return validProofs === requiredValidProofs[transaction.type];
}
