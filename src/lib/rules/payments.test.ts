import { describe, expect, it } from 'vitest';
import {
  ALREADY_PAID_MESSAGE,
  closedTransactionRefusal,
  counterAmountRefusal,
  EXPIRED_MESSAGE,
  installmentDeadline,
  isBalanceDue,
  markPaidRefusal,
  PROOFS_INCOMPLETE_MESSAGE,
} from './payments';

const proofs = (...decisions: ('true' | 'false' | null)[]) => decisions.map((isValid) => ({ isValid }));

describe('isBalanceDue', () => {
  it('holds for a down payment whose first half was accepted, and for nothing else', () => {
    expect(isBalanceDue('downpayment', 1)).toBe(true);
    expect(isBalanceDue('downpayment', 0)).toBe(false);
    expect(isBalanceDue('downpayment', 2)).toBe(false);
    expect(isBalanceDue('fullpayment', 1)).toBe(false);
  });
});

describe('closedTransactionRefusal', () => {
  it('refuses a paid or an expired transaction, each with its message, and lets an open one be', () => {
    expect(closedTransactionRefusal({ status: 'paid' })).toBe(ALREADY_PAID_MESSAGE);
    expect(closedTransactionRefusal({ status: 'expired' })).toBe(EXPIRED_MESSAGE);
    expect(closedTransactionRefusal({ status: 'unpaid' })).toBeUndefined();
  });
});

describe('installmentDeadline', () => {
  const session = { date: '2026-12-14T00:00:00.000Z', time: '10:20', channel: 'web' } as const;
  const expiredAt = '2026-11-24T05:00:00.000Z';

  it("asks a down payment's balance before the session starts (10:20 in Jakarta)", () => {
    expect(installmentDeadline({ type: 'downpayment', expiredAt }, 1, session).toISOString()).toBe(
      '2026-12-14T03:20:00.000Z',
    );
  });

  it("asks any other installment by the transaction's deadline", () => {
    expect(installmentDeadline({ type: 'downpayment', expiredAt }, 0, session).toISOString()).toBe(expiredAt);
    expect(installmentDeadline({ type: 'fullpayment', expiredAt }, 0, session).toISOString()).toBe(expiredAt);
  });
});

describe('markPaidRefusal', () => {
  it('lets an open transaction with exactly the required valid proofs be marked paid', () => {
    expect(markPaidRefusal({ status: 'unpaid', type: 'fullpayment' }, proofs('true'))).toBeUndefined();
    expect(markPaidRefusal({ status: 'unpaid', type: 'downpayment' }, proofs('true', 'false', 'true'))).toBeUndefined();
  });

  it('says why not: already paid, expired, or the valid proofs are not complete', () => {
    expect(markPaidRefusal({ status: 'paid', type: 'fullpayment' }, proofs('true'))).toBe(ALREADY_PAID_MESSAGE);
    expect(markPaidRefusal({ status: 'expired', type: 'fullpayment' }, proofs('true'))).toBe(EXPIRED_MESSAGE);
    expect(markPaidRefusal({ status: 'unpaid', type: 'downpayment' }, proofs('true', null))).toBe(
      PROOFS_INCOMPLETE_MESSAGE,
    );
    expect(markPaidRefusal({ status: 'unpaid', type: 'fullpayment' }, proofs('false'))).toBe(PROOFS_INCOMPLETE_MESSAGE);
  });
});

describe('counterAmountRefusal', () => {
  it('takes exactly the installment due, and names it when the amount is more or less', () => {
    expect(counterAmountRefusal(250_000, 250_000)).toBeUndefined();
    expect(counterAmountRefusal(250_001, 250_000)).toBe('Jumlah melebihi yang harus dibayar (Rp\u00a0250.000)');
    expect(counterAmountRefusal(249_999, 250_000)).toBe('Jumlah kurang dari yang harus dibayar (Rp\u00a0250.000)');
  });
});
