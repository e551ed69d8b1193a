import { describe, expect, it } from 'vitest';
import {
  completionRefusal,
  NOT_CHANGEABLE_MESSAGE,
  NOT_PAID_YET_MESSAGE,
  ownCancellationRefusal,
  PROOF_ALREADY_SENT_MESSAGE,
} from './bookings';

describe('ownCancellationRefusal', () => {
  it('lets a customer call off a pending booking no proof was sent for', () => {
    expect(ownCancellationRefusal('pending', 0)).toBeUndefined();
  });

  it('says why not: the booking is no longer pending, or a proof was sent', () => {
    expect(ownCancellationRefusal('success', 0)).toBe(NOT_CHANGEABLE_MESSAGE);
    expect(ownCancellationRefusal('cancelled', 0)).toBe(NOT_CHANGEABLE_MESSAGE);
    expect(ownCancellationRefusal('pending', 1)).toBe(PROOF_ALREADY_SENT_MESSAGE);
  });
});

describe('completionRefusal', () => {
  it('lets the admin complete a pending booking whose transaction is paid', () => {
    expect(completionRefusal('pending', [{ status: 'expired' }, { status: 'paid' }])).toBeUndefined();
  });

  it('says why not: not pending, or not paid', () => {
    expect(completionRefusal('success', [{ status: 'paid' }])).toBe(NOT_CHANGEABLE_MESSAGE);
    expect(completionRefusal('pending', [{ status: 'unpaid' }])).toBe(NOT_PAID_YET_MESSAGE);
    expect(completionRefusal('pending', [])).toBe(NOT_PAID_YET_MESSAGE);
  });
});
