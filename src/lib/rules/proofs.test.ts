import { describe, expect, it } from 'vitest';
import { hasProofWaiting, requiredValidProofs, validProofCount } from './proofs';

describe('requiredValidProofs', () => {
  it('needs one valid proof for a full payment and two for a down payment', () => {
    expect(requiredValidProofs('fullpayment')).toBe(1);
    expect(requiredValidProofs('downpayment')).toBe(2);
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
