import type { ProofValidity, TransactionStatus, TransactionType } from '../api/api-types';

type Proof = { isValid: ProofValidity };

/** How many valid proofs make a transaction paid in full: one for a full payment, one per half for a down payment. */
export function requiredValidProofs(type: TransactionType): number {
  return type === 'fullpayment' ? 1 : 2;
}

/** Whether the studio accepted a proof: the money it shows reached the studio's account. */
export function isAcceptedProof(proof: Proof): boolean {
  return proof.isValid === 'true';
}

/** How many of a transaction's proofs the studio has accepted. */
export function validProofCount(proofs: readonly Proof[]): number {
  return proofs.filter(isAcceptedProof).length;
}

/** Whether a proof still waits for the admin's decision: neither accepted nor rejected yet. */
export function isAwaitingDecision(proof: Proof): boolean {
  return proof.isValid === null;
}

/** Whether a transaction is open: not paid in full and not expired, so its proofs can still be decided. */
export function isOpenTransaction(transaction: { status: TransactionStatus }): boolean {
  return transaction.status === 'unpaid';
}

/**
 * Whether a transaction waits for the admin (what `GET /transactions?proof=waiting` lists): still open, with
 * a proof neither accepted nor rejected. A proof left waiting on an expired transaction can no longer be decided.
 */
export function hasProofWaiting(transaction: { status: TransactionStatus }, proofs: readonly Proof[]): boolean {
  return isOpenTransaction(transaction) && proofs.some(isAwaitingDecision);
}
