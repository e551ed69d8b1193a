import type { Db, TransactionDetailRow, TransactionRow } from '@mocks/db/schema';

/** Whether a proof still waits for the admin's decision: neither accepted nor rejected yet. */
export function isAwaitingDecision(proof: Pick<TransactionDetailRow, 'isValid'>): boolean {
  return proof.isValid === null;
}

/** Whether a transaction is open: not paid in full and not expired, so its proofs can still be decided. */
export function isOpen(transaction: Pick<TransactionRow, 'status'>): boolean {
  return transaction.status === 'unpaid';
}

/**
 * The proofs an admin still has to decide: waiting for validation, of a transaction still open (unpaid).
 * A proof left waiting when its reservation was cancelled belongs to an expired transaction, which can no
 * longer be decided, so it is not asked for.
 */
export function proofsAwaitingDecision(db: Db): TransactionDetailRow[] {
  const open = new Set(db.transactions.filter(isOpen).map((row) => row.id));
  return db.transactionDetails.filter((proof) => isAwaitingDecision(proof) && open.has(proof.transactionId));
}
