import { describe, expect, it } from 'vitest';
import {
  hasProofWaiting,
  isAcceptedProof,
  isAwaitingDecision,
  isOpenTransaction,
  requiredValidProofs,
  validProofCount,
} from './proofs';

describe('requiredValidProofs', () => {
  it('needs one valid proof for a full payment and two for a down payment', () => {
    expect(requiredValidProofs('fullpayment')).toBe(1);
    expect(requiredValidProofs('downpayment')).toBe(2);
  });
});

describe('isAcceptedProof', () => {
  it('holds for a proof the studio accepted, not for a refused or undecided one', () => {
    expect(isAcceptedProof({ isValid: 'true' })).toBe(true);
    expect(isAcceptedProof({ isValid: 'false' })).toBe(false);
    expect(isAcceptedProof({ isValid: null })).toBe(false);
  });
});

describe('isAwaitingDecision', () => {
  it('holds for a proof neither accepted nor refused yet', () => {
    expect(isAwaitingDecision({ isValid: null })).toBe(true);
    expect(isAwaitingDecision({ isValid: 'true' })).toBe(false);
    expect(isAwaitingDecision({ isValid: 'false' })).toBe(false);
  });
});

describe('isOpenTransaction', () => {
  it('holds while a transaction is neither paid nor expired', () => {
    expect(isOpenTransaction({ status: 'unpaid' })).toBe(true);
    expect(isOpenTransaction({ status: 'paid' })).toBe(false);
    expect(isOpenTransaction({ status: 'expired' })).toBe(false);
  });
});

describe('validProofCount', () => {
  it('counts only the proofs the studio accepted', () => {
    expect(validProofCount([{ isValid: 'true' }, { isValid: 'false' }, { isValid: null }, { isValid: 'true' }])).toBe(
      2,
    );
  });
});

describe('hasProofWaiting', () => {
  it('holds for an open transaction with a proof neither accepted nor rejected', () => {
    expect(hasProofWaiting({ status: 'unpaid' }, [{ isValid: 'true' }, { isValid: null }])).toBe(true);
    expect(hasProofWaiting({ status: 'unpaid' }, [{ isValid: 'true' }, { isValid: 'false' }])).toBe(false);
  });

  it('fails for a paid or expired transaction, whose proofs can no longer be decided', () => {
    expect(hasProofWaiting({ status: 'expired' }, [{ isValid: null }])).toBe(false);
    expect(hasProofWaiting({ status: 'paid' }, [{ isValid: null }])).toBe(false);
  });
});
