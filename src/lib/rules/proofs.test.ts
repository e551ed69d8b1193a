import { describe, expect, it } from 'vitest';
import { requiredValidProofs, validProofCount } from './proofs';

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
