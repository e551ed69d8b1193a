import { describe, expect, it } from 'vitest';
import {
  completionRefusal,
  NOT_CHANGEABLE_MESSAGE,
  NOT_PAID_YET_MESSAGE,
  SESSION_NOT_STARTED_MESSAGE,
  type CompletableBooking,
} from './bookings';

describe('completionRefusal', () => {
  /** A paid booking on Monday 23 November 2026 at 14:00 in Jakarta, which is 07:00 UTC. */
  const paid: CompletableBooking = {
    status: 'pending',
    date: '2026-11-23T00:00:00.000Z',
    time: '14:00',
    transactions: [{ status: 'expired' }, { status: 'paid' }],
  };
  const atStart = new Date('2026-11-23T07:00:00.000Z');

  it('lets the admin complete a pending, paid booking once its session has started', () => {
    expect(completionRefusal(paid, atStart)).toBeUndefined();
    expect(completionRefusal(paid, new Date('2026-11-30T03:00:00.000Z'))).toBeUndefined();
  });

  it('says why not: not pending, or not paid', () => {
    expect(completionRefusal({ ...paid, status: 'success' }, atStart)).toBe(NOT_CHANGEABLE_MESSAGE);
    expect(completionRefusal({ ...paid, status: 'cancelled' }, atStart)).toBe(NOT_CHANGEABLE_MESSAGE);
    expect(completionRefusal({ ...paid, transactions: [{ status: 'unpaid' }] }, atStart)).toBe(NOT_PAID_YET_MESSAGE);
    expect(completionRefusal({ ...paid, transactions: [] }, atStart)).toBe(NOT_PAID_YET_MESSAGE);
  });

  it('says why not until the session starts, its slot read in the studio’s time zone (UTC+7)', () => {
    expect(completionRefusal(paid, new Date(atStart.getTime() - 1))).toBe(SESSION_NOT_STARTED_MESSAGE);
    expect(completionRefusal(paid, new Date('2026-11-09T07:00:00.000Z'))).toBe(SESSION_NOT_STARTED_MESSAGE);
    // At 07:00 UTC the session has started in Jakarta, though 14:00 read as UTC would be seven hours away.
    expect(completionRefusal(paid, atStart)).toBeUndefined();
  });

  it('names the unpaid transaction before the time left: a future session still to be paid is not paid', () => {
    const future = new Date('2026-11-09T07:00:00.000Z');
    expect(completionRefusal({ ...paid, transactions: [{ status: 'unpaid' }] }, future)).toBe(NOT_PAID_YET_MESSAGE);
  });
});
