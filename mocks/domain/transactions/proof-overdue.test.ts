import { describe, expect, it } from 'vitest';
import type { ProofValidity, TransactionStatus } from '@/lib/api/api-types';
import { isProofDecisionOverdue } from './proof-overdue';

const reservation = {
  date: '2026-12-14T00:00:00.000Z',
  snapshot: { categoryName: '', categoryImage: '', packageName: '', packagePrice: 0, editedQuota: 8, time: '10:20' },
};
const SESSION_START = Date.parse('2026-12-14T03:20:00.000Z');

function overdueAt(
  now: number,
  { status = 'unpaid', proofs = [null] }: { status?: TransactionStatus; proofs?: ProofValidity[] } = {},
) {
  return isProofDecisionOverdue(
    { status },
    reservation,
    proofs.map((isValid) => ({ isValid })),
    new Date(now),
  );
}

describe('isProofDecisionOverdue', () => {
  it('a proof still waiting at the session’s start is overdue for the admin’s decision', () => {
    expect(overdueAt(SESSION_START - 1)).toBe(false);
    expect(overdueAt(SESSION_START)).toBe(true);
    expect(overdueAt(SESSION_START + 24 * 60 * 60 * 1000, { proofs: ['true', null] })).toBe(true);
  });

  it('nothing is overdue once every proof is decided, or when the transaction is paid or expired', () => {
    expect(overdueAt(SESSION_START, { proofs: [] })).toBe(false);
    expect(overdueAt(SESSION_START, { proofs: ['true', 'false'] })).toBe(false);
    expect(overdueAt(SESSION_START, { status: 'paid', proofs: ['true', null] })).toBe(false);
    expect(overdueAt(SESSION_START, { status: 'expired' })).toBe(false);
  });
});
