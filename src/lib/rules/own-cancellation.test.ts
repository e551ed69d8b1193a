import { describe, expect, it } from 'vitest';
import {
  canCancelOwnBooking,
  keepsDownPayment,
  paidTowards,
  refundableBookingOf,
  type OwnBooking,
} from './own-cancellation';
import { customerRefund } from './refunds';
import { DEFAULT_SETTINGS } from './settings';

const policy = DEFAULT_SETTINGS.cancellation;
/** Monday 14 December 2026 at 10:20 in Jakarta, which is 03:20 UTC. */
const booking: OwnBooking = {
  status: 'pending',
  total: 350_000,
  date: '2026-12-14T00:00:00.000Z',
  timeSlot: { time: '10:20' },
};
const sessionStart = new Date('2026-12-14T03:20:00.000Z');
const hoursBefore = (hours: number) => new Date(sessionStart.getTime() - hours * 3_600_000);

describe('canCancelOwnBooking', () => {
  it('lets a customer call off a pending booking before its session, paid or not', () => {
    expect(canCancelOwnBooking(booking, undefined, hoursBefore(10))).toBe(true);
    const paid = { type: 'fullpayment', total: 350_000, proofs: [{ isValid: 'true', total: 350_000 }] } as const;
    expect(canCancelOwnBooking(booking, paid, hoursBefore(10))).toBe(true);
    const rejected = { type: 'fullpayment', total: 350_000, proofs: [{ isValid: 'false', total: 350_000 }] } as const;
    expect(canCancelOwnBooking(booking, rejected, hoursBefore(10))).toBe(true);
  });

  it('refuses while a proof waits for the admin, once the session started, or when not pending', () => {
    const waiting = { type: 'fullpayment', total: 350_000, proofs: [{ isValid: null, total: 350_000 }] } as const;
    expect(canCancelOwnBooking(booking, waiting, hoursBefore(10))).toBe(false);
    expect(canCancelOwnBooking(booking, undefined, sessionStart)).toBe(false);
    expect(canCancelOwnBooking({ ...booking, status: 'cancelled' }, undefined, hoursBefore(10))).toBe(false);
    expect(canCancelOwnBooking({ ...booking, status: 'success' }, undefined, hoursBefore(10))).toBe(false);
  });
});

describe('refundableBookingOf', () => {
  const downPayment = {
    type: 'downpayment',
    total: 175_000,
    proofs: [
      { isValid: 'true', total: 175_000 },
      { isValid: 'false', total: 175_000 },
    ],
  } as const;

  it('counts the accepted installments only, and reads nothing paid without a payment', () => {
    expect(paidTowards(booking, downPayment)).toBe(175_000);
    expect(paidTowards(booking, undefined)).toBe(0);
    expect(refundableBookingOf(booking, undefined, policy)).toMatchObject({ paid: 0, type: 'fullpayment' });
  });

  it('gives the backend’s figure: the tier of the notice, less a down payment the policy keeps', () => {
    const refundable = refundableBookingOf(booking, { ...downPayment, proofs: [downPayment.proofs[0]] }, policy);
    expect(refundable).toEqual({ policy, sessionStart, paid: 175_000, type: 'downpayment', firstInstallment: 175_000 });
    expect(customerRefund(refundable, hoursBefore(48))).toEqual({ percent: 50, refundable: 175_000, amount: 87_500 });
    expect(keepsDownPayment(refundable)).toBe(false);
    const keeping = { ...refundable, policy: { ...policy, downPaymentRefundable: false } };
    expect(keepsDownPayment(keeping)).toBe(true);
    expect(customerRefund(keeping, hoursBefore(48)).amount).toBe(0);
  });
});
