import type { ProofValidity, TransactionType } from '../api/api-types';

/** How many valid proofs make a transaction paid in full: one for a full payment, one per half for a down payment. */
export function requiredValidProofs(type: TransactionType): number {
  return type === 'fullpayment' ? 1 : 2;
}

/** How many of a transaction's proofs the studio has accepted. */
export function validProofCount(proofs: readonly { isValid: ProofValidity }[]): number {
  return proofs.filter((proof) => proof.isValid === 'true').length;
}
