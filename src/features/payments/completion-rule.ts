import type { Transaction } from '../../lib/api-types';
import { requiredValidProofs } from '../../lib/payment-progress';

/** The admin may mark a transaction paid when it is still open and exactly the required proofs are valid. */
export function canMarkPaid(transaction: Pick<Transaction, 'status' | 'type' | 'transaction_detail'>): boolean {
  if (transaction.status === 'paid' || transaction.status === 'expired') return false;
  const validProofs = transaction.transaction_detail.filter((proof) => proof.isValid === 'true').length;
  return validProofs === requiredValidProofs[transaction.type];
}
