import { describe, expect, it } from 'vitest';
import { paymentProgress, type BookingFacts, type PaymentFacts } from './payment-progress';

const now = new Date('2026-11-23T03:00:00.000Z');
/** 26 November 2026 at 10:20 WIB. */
const booking: BookingFacts = { status: 'pending', date: '2026-11-26T00:00:00.000Z', time: '10:20', total: 401 };
const sessionStart = new Date('2026-11-26T03:20:00.000Z');
const firstDeadline = '2026-11-24T03:00:00.000Z';

function payment(overrides: Partial<PaymentFacts> = {}): PaymentFacts {
  return { type: 'downpayment', status: 'unpaid', total: 201, expiredAt: firstDeadline, proofs: [], ...overrides };
}

describe('paymentProgress', () => {
  it('asks for the first installment by the transaction deadline', () => {
    expect(paymentProgress(payment(), booking, now)).toEqual({
      step: 'awaiting',
      amountDue: 201,
      deadline: new Date(firstDeadline),
      isBalance: false,
    });
  });

  it('waits while a proof is with the admin', () => {
    expect(paymentProgress(payment({ proofs: [{ id: 1, isValid: null }] }), booking, now).step).toBe('in-review');
  });

  it('asks again after the newest proof was refused', () => {
    const progress = paymentProgress(payment({ proofs: [{ id: 1, isValid: 'false' }] }), booking, now);
    expect(progress).toMatchObject({ step: 'rejected', amountDue: 201, deadline: new Date(firstDeadline) });
  });

  it('asks for the balance, the total less the down payment, before the session starts', () => {
    const progress = paymentProgress(payment({ proofs: [{ id: 1, isValid: 'true' }] }), booking, now);
    expect(progress).toEqual({ step: 'balance-due', amountDue: 200, deadline: sessionStart, isBalance: true });
  });

  it('asks for the balance again when its proof was refused', () => {
    const proofs = [
      { id: 1, isValid: 'true' as const },
      { id: 2, isValid: 'false' as const },
    ];
    expect(paymentProgress(payment({ proofs }), booking, now)).toMatchObject({ step: 'rejected', isBalance: true, deadline: sessionStart });
  });

  it('asks for nothing once every installment is accepted, paid or not yet marked so', () => {
    const full = payment({ type: 'fullpayment', total: 401, proofs: [{ id: 1, isValid: 'true' }] });
    expect(paymentProgress(full, booking, now)).toEqual({ step: 'complete', amountDue: 0, isBalance: false });
    expect(paymentProgress({ ...full, status: 'paid' }, booking, now).step).toBe('paid');
    expect(paymentProgress({ ...full, status: 'paid' }, { ...booking, status: 'success' }, now).step).toBe('paid');
  });

  it('tells a deadline that passed from a booking called off before it', () => {
    const expired = payment({ status: 'expired' });
    const cancelled = { ...booking, status: 'cancelled' as const };
    expect(paymentProgress(expired, cancelled, new Date('2026-11-24T03:00:00.000Z')).step).toBe('expired');
    expect(paymentProgress(expired, cancelled, now).step).toBe('cancelled');
    expect(paymentProgress(payment(), cancelled, now).step).toBe('cancelled');
  });

  it('counts an unpaid balance at the session start as expired', () => {
    const lapsed = payment({ status: 'expired', proofs: [{ id: 1, isValid: 'true' }] });
    expect(paymentProgress(lapsed, { ...booking, status: 'cancelled' }, sessionStart).step).toBe('expired');
  });
});
