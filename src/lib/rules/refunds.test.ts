import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings';
import { NOT_CHANGEABLE_MESSAGE } from './bookings';
import {
  adminRefundRefusal,
  CANCEL_SESSION_STARTED_MESSAGE,
  customerCancellationRefusal,
  customerRefund,
  PROOF_AWAITING_DECISION_MESSAGE,
  refundPercent,
  type RefundableBooking,
} from './refunds';

const policy = DEFAULT_SETTINGS.cancellation;
const HOUR = 3_600_000;
const sessionStart = new Date('2026-12-14T03:20:00.000Z');
const hoursBefore = (hours: number) => new Date(sessionStart.getTime() - hours * HOUR);

describe('refundPercent', () => {
  it('takes the tier of the notice given: 72 hours or more, 24 to 72, less than 24', () => {
    expect(refundPercent(policy, 200)).toBe(100);
    expect(refundPercent(policy, 72)).toBe(100);
    expect(refundPercent(policy, 71.99)).toBe(50);
    expect(refundPercent(policy, 24)).toBe(50);
    expect(refundPercent(policy, 23.5)).toBe(0);
    expect(refundPercent(policy, 0)).toBe(0);
  });

  it('reads tiers in any order, and gives nothing once the session started', () => {
    const shuffled = { ...policy, tiers: policy.tiers.toReversed() };
    expect(refundPercent(shuffled, 48)).toBe(50);
    expect(refundPercent(policy, -1)).toBe(0);
  });
});

describe('customerRefund', () => {
  const fullyPaid: RefundableBooking = {
    policy,
    sessionStart,
    paid: 350_000,
    type: 'fullpayment',
    firstInstallment: 350_000,
  };

  it('applies the tier to what was paid, rounded down to the rupiah', () => {
    expect(customerRefund(fullyPaid, hoursBefore(100))).toEqual({ percent: 100, refundable: 350_000, amount: 350_000 });
    expect(customerRefund({ ...fullyPaid, paid: 350_001 }, hoursBefore(30))).toEqual({
      percent: 50,
      refundable: 350_001,
      amount: 175_000,
    });
    expect(customerRefund(fullyPaid, hoursBefore(3)).amount).toBe(0);
  });

  it('keeps a down payment when the policy says so, refunding only what was paid beyond it', () => {
    const keeps = { ...policy, downPaymentRefundable: false };
    const downPaid: RefundableBooking = {
      ...fullyPaid,
      policy: keeps,
      type: 'downpayment',
      paid: 175_000,
      firstInstallment: 175_000,
    };
    expect(customerRefund(downPaid, hoursBefore(100))).toEqual({ percent: 100, refundable: 0, amount: 0 });
    expect(customerRefund({ ...downPaid, paid: 350_000 }, hoursBefore(100)).amount).toBe(175_000);
    // A policy that refunds down payments applies the tier to all of it.
    expect(customerRefund({ ...downPaid, policy }, hoursBefore(30)).amount).toBe(87_500);
  });
});

describe('customerCancellationRefusal', () => {
  const booking = { status: 'pending' as const, sessionStart, proofsAwaitingDecision: 0 };

  it('lets a customer call off a pending booking before its session, paid or not', () => {
    expect(customerCancellationRefusal(booking, hoursBefore(1))).toBeUndefined();
  });

  it('says why not: no longer pending, the session started, or a proof waits for a decision', () => {
    expect(customerCancellationRefusal({ ...booking, status: 'cancelled' }, hoursBefore(100))).toBe(
      NOT_CHANGEABLE_MESSAGE,
    );
    expect(customerCancellationRefusal(booking, sessionStart)).toBe(CANCEL_SESSION_STARTED_MESSAGE);
    expect(customerCancellationRefusal({ ...booking, proofsAwaitingDecision: 1 }, hoursBefore(100))).toBe(
      PROOF_AWAITING_DECISION_MESSAGE,
    );
  });
});

describe('adminRefundRefusal', () => {
  it('lets the admin give back up to what was paid, and names that figure beyond it', () => {
    expect(adminRefundRefusal(0, 250_000)).toBeUndefined();
    expect(adminRefundRefusal(250_000, 250_000)).toBeUndefined();
    expect(adminRefundRefusal(250_001, 250_000)).toBe('Jumlah pengembalian melebihi yang dibayar (Rp\u00a0250.000)');
  });
});
