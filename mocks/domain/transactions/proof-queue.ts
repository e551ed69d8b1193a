import { isAwaitingDecision, isOpenTransaction } from '@/lib/rules/proofs';
import type { Db, TransactionDetailRow } from '@mocks/db/schema';

/**
 * The proofs an admin still has to decide: waiting for validation, of a transaction still open (unpaid).
 * A proof left waiting when its reservation was cancelled belongs to an expired transaction, which can no
 * longer be decided, so it is not asked for.
 */
export function proofsAwaitingDecision(db: Db): TransactionDetailRow[] {
  const open = new Set(db.transactions.filter(isOpenTransaction).map((row) => row.id));
  return db.transactionDetails.filter((proof) => isAwaitingDecision(proof) && open.has(proof.transactionId));
}
