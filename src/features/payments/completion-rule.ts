import type { Transaction } from '@/lib/api/api-types';
import { requiredValidProofs, validProofCount } from '@/lib/rules/proofs';

/** The admin may mark a transaction paid when it is still open and exactly the required proofs are valid. */
export function canMarkPaid(transaction: Pick<Transaction, 'status' | 'type' | 'transaction_detail'>): boolean {
  if (transaction.status === 'paid' || transaction.status === 'expired') return false;
  return validProofCount(transaction.transaction_detail) === requiredValidProofs(transaction.type);
}
