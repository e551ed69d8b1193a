import { describe, expect, it } from 'vitest';
import {
  bookingMoney,
  balanceAfterDownPayment,
  installmentAmount,
  linePrice,
  nextInstallmentAmount,
  paymentPlan,
  reservationTotal,
} from './money';

describe('linePrice', () => {
  it('is the price times the quantity booked', () => {
    expect(linePrice(50_000, 3)).toBe(150_000);
    expect(linePrice(40_000, 1)).toBe(40_000);
  });
});

describe('reservationTotal', () => {
  it('is the package price alone without add-ons', () => {
    expect(reservationTotal(350_000, [])).toBe(350_000);
  });

  it('adds each add-on price times its quantity to the package price', () => {
    expect(
      reservationTotal(350_000, [
        { price: 50_000, quantity: 3 },
        { price: 40_000, quantity: 1 },
      ]),
    ).toBe(540_000);
  });
});

describe('installmentAmount', () => {
  it('asks for everything at once for a full payment', () => {
    expect(installmentAmount(1_001, 'fullpayment')).toBe(1_001);
  });

  it('asks for half of an even total for a down payment', () => {
    expect(installmentAmount(350_000, 'downpayment')).toBe(175_000);
  });

  it('rounds half of an odd total up to the rupiah, so two installments cover it', () => {
    expect(installmentAmount(1_001, 'downpayment')).toBe(501);
    expect(installmentAmount(12_345, 'downpayment')).toBe(6_173);
    expect(installmentAmount(12_345, 'downpayment') * 2).toBeGreaterThanOrEqual(12_345);
  });
});

describe('balanceAfterDownPayment', () => {
  it('is the rest of the total once the first installment is in, so the two add up to it', () => {
    expect(balanceAfterDownPayment(350_000, 175_000)).toBe(175_000);
    expect(balanceAfterDownPayment(1_001, installmentAmount(1_001, 'downpayment'))).toBe(500);
  });
});

describe('nextInstallmentAmount', () => {
  it('asks for the whole total at once for a full payment', () => {
    expect(nextInstallmentAmount(1001, 'fullpayment', 0)).toBe(1001);
  });

  it('splits an odd total of a down payment so the installments add up to it: 501 + 500', () => {
    expect(nextInstallmentAmount(1001, 'downpayment', 0)).toBe(501);
    expect(nextInstallmentAmount(1001, 'downpayment', 1)).toBe(500);
  });
});

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

describe('bookingMoney', () => {
  const proof = (total: number, isValid: 'true' | 'false' | null) => ({ total, isValid });

  it('owes the whole total before anything is accepted', () => {
    expect(bookingMoney(1001, [])).toEqual({ total: 1001, paid: 0, remaining: 1001 });
    expect(bookingMoney(1001, [proof(501, null), proof(501, 'false')])).toEqual({
      total: 1001,
      paid: 0,
      remaining: 1001,
    });
  });

  it('counts the accepted installments: half of a down payment, then both', () => {
    expect(bookingMoney(1001, [proof(501, 'true')])).toEqual({ total: 1001, paid: 501, remaining: 500 });
    expect(bookingMoney(1001, [proof(501, 'true'), proof(500, 'false'), proof(500, 'true')])).toEqual({
      total: 1001,
      paid: 1001,
      remaining: 0,
    });
  });
});
