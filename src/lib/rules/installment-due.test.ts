import { describe, expect, it } from 'vitest';
import { dueNow, installmentDue, type DuePayment } from './installment-due';

/** A session on Monday 14 December 2026 at 10:20 in Jakarta, booked for 1.001 rupiah. */
const booking = { total: 1_001, date: '2026-12-14T00:00:00.000Z', time: '10:20', channel: 'web' } as const;
const sessionStart = new Date('2026-12-14T03:20:00.000Z');
const expiredAt = '2026-11-24T05:00:00.000Z';

const downPayment = (...decisions: DuePayment['proofs'][number]['isValid'][]): DuePayment => ({
  type: 'downpayment',
  status: 'unpaid',
  total: 501,
  expiredAt,
  proofs: decisions.map((isValid) => ({ isValid })),
});

describe('installmentDue', () => {
  it('asks for a full payment’s whole total by the transaction’s deadline', () => {
    expect(installmentDue({ type: 'fullpayment', total: 1_001, expiredAt }, booking, 0)).toEqual({
      installment: 'full',
      amount: 1_001,
      deadline: new Date(expiredAt),
    });
  });

  it('asks for a down payment’s first half by the transaction’s deadline', () => {
    expect(installmentDue(downPayment(), booking, 0)).toEqual({
      installment: 'down-payment',
      amount: 501,
      deadline: new Date(expiredAt),
    });
  });

  it('asks, once the first half is accepted, for the rest of the total by the session’s start', () => {
    expect(installmentDue(downPayment(), booking, 1)).toEqual({
      installment: 'balance',
      amount: 500,
      deadline: sessionStart,
    });
  });

  it('asks for nothing once every installment is accepted', () => {
    expect(installmentDue(downPayment(), booking, 2)).toBeUndefined();
    expect(installmentDue({ type: 'fullpayment', total: 1_001, expiredAt }, booking, 1)).toBeUndefined();
  });
});

describe('dueNow', () => {
  it('asks for the first half while nothing was sent, or what was sent was refused', () => {
    expect(dueNow(downPayment(), booking)).toMatchObject({ installment: 'down-payment', amount: 501 });
    expect(dueNow(downPayment('false'), booking)).toMatchObject({ installment: 'down-payment', amount: 501 });
  });

  it('asks for the balance by the session’s start once the first half is accepted', () => {
    expect(dueNow(downPayment('true'), booking)).toEqual({
      installment: 'balance',
      amount: 500,
      deadline: sessionStart,
    });
  });

  it('asks for nothing while a proof waits for the admin’s decision', () => {
    expect(dueNow(downPayment(null), booking)).toBeUndefined();
    expect(dueNow(downPayment('true', null), booking)).toBeUndefined();
  });

  it('asks for nothing once the transaction is paid or expired, or every installment is accepted', () => {
    expect(dueNow({ ...downPayment('true'), status: 'paid' }, booking)).toBeUndefined();
    expect(dueNow({ ...downPayment(), status: 'expired' }, booking)).toBeUndefined();
    expect(dueNow(downPayment('true', 'true'), booking)).toBeUndefined();
  });
});
