import { describe, expect, it } from 'vitest';
import { paymentProgress, type BookingFacts, type PaymentFacts } from './payment-progress';

/** 26 November 2026 at 10:20 WIB. */
const booking: BookingFacts = {
  status: 'pending',
  date: '2026-11-26T00:00:00.000Z',
  time: '10:20',
  total: 401,
  channel: 'web',
  updatedAt: '2026-11-23T02:00:00.000Z',
};
const sessionStart = new Date('2026-11-26T03:20:00.000Z');
const firstDeadline = '2026-11-24T03:00:00.000Z';

function payment(overrides: Partial<PaymentFacts> = {}): PaymentFacts {
  return { type: 'downpayment', status: 'unpaid', total: 201, expiredAt: firstDeadline, proofs: [], ...overrides };
}

describe('paymentProgress', () => {
  it('asks for the first installment by the transaction deadline', () => {
    expect(paymentProgress(payment(), booking)).toEqual({
      step: 'awaiting',
      amountDue: 201,
      deadline: new Date(firstDeadline),
      isBalance: false,
    });
  });

  it('waits while a proof is with the admin', () => {
    expect(paymentProgress(payment({ proofs: [{ id: 1, isValid: null }] }), booking).step).toBe('in-review');
  });

  it('asks again after the newest proof was refused', () => {
    const progress = paymentProgress(payment({ proofs: [{ id: 1, isValid: 'false' }] }), booking);
    expect(progress).toMatchObject({ step: 'rejected', amountDue: 201, deadline: new Date(firstDeadline) });
  });

  it('asks for the balance, the total less the down payment, before the session starts', () => {
    const progress = paymentProgress(payment({ proofs: [{ id: 1, isValid: 'true' }] }), booking);
    expect(progress).toEqual({ step: 'balance-due', amountDue: 200, deadline: sessionStart, isBalance: true });
  });

  it('asks for the balance again when its proof was refused', () => {
    const proofs = [
      { id: 1, isValid: 'true' as const },
      { id: 2, isValid: 'false' as const },
    ];
    expect(paymentProgress(payment({ proofs }), booking)).toMatchObject({
      step: 'rejected',
      isBalance: true,
      deadline: sessionStart,
    });
  });

  it('asks for nothing once every installment is accepted, paid or not yet marked so', () => {
    const full = payment({ type: 'fullpayment', total: 401, proofs: [{ id: 1, isValid: 'true' }] });
    expect(paymentProgress(full, booking)).toEqual({ step: 'all-accepted', amountDue: 0, isBalance: false });
    expect(paymentProgress({ ...full, status: 'paid' }, booking).step).toBe('paid');
    expect(paymentProgress({ ...full, status: 'paid' }, { ...booking, status: 'success' }).step).toBe('paid');
  });

  it('tells a booking that ran out of time from one called off before its deadline', () => {
    const expired = payment({ status: 'expired' });
    const endedAt = (updatedAt: string) => ({ ...booking, status: 'cancelled' as const, updatedAt });
    expect(paymentProgress(expired, endedAt(firstDeadline)).step).toBe('expired');
    expect(paymentProgress(expired, endedAt('2026-11-23T04:00:00.000Z')).step).toBe('cancelled');
    expect(paymentProgress(payment(), endedAt('2026-11-23T04:00:00.000Z')).step).toBe('cancelled');
  });

  it('counts an unpaid balance at the session start as expired', () => {
    const lapsed = payment({ status: 'expired', proofs: [{ id: 1, isValid: 'true' }] });
    expect(
      paymentProgress(lapsed, { ...booking, status: 'cancelled', updatedAt: sessionStart.toISOString() }).step,
    ).toBe('expired');
  });
});
