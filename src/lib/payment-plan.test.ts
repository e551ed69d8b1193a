import { describe, expect, it } from 'vitest';
import { installmentAmount } from '../../mocks/domain/money';
import { paymentPlan } from './payment-plan';

describe('paymentPlan', () => {
  it('asks for the whole total now for a full payment', () => {
    expect(paymentPlan(400_000, 'fullpayment')).toEqual({ dueNow: 400_000, dueBeforeSession: 0 });
  });

  it('splits a down payment in halves, the first rounded up to the rupiah', () => {
    expect(paymentPlan(400_000, 'downpayment')).toEqual({ dueNow: 200_000, dueBeforeSession: 200_000 });
    expect(paymentPlan(350_001, 'downpayment')).toEqual({ dueNow: 175_001, dueBeforeSession: 175_000 });
  });

  it('asks now for what the backend charges as the first installment', () => {
    for (const total of [1_000, 1_001, 350_000, 437_555, 3_000_000]) {
      expect(paymentPlan(total, 'fullpayment').dueNow).toBe(installmentAmount(total, 'fullpayment'));
      expect(paymentPlan(total, 'downpayment').dueNow).toBe(installmentAmount(total, 'downpayment'));
    }
  });
});
