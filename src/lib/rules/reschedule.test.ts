import { describe, expect, it } from 'vitest';
import { NOT_CHANGEABLE_MESSAGE } from './bookings';
import {
  customerMoveCount,
  customerRescheduleRefusal,
  moveRefusal,
  isLastCustomerMove,
  RESCHEDULE_NOT_OFFERED_MESSAGE,
  reschedulePolicyText,
  rescheduleTooLateMessage,
  RESCHEDULE_USED_MESSAGE,
  SESSION_STARTED_MESSAGE,
  type MovableBooking,
} from './reschedule';

/** Monday 14 December 2026, 10:20 in Jakarta: 03:20 UTC. */
const booking: MovableBooking = {
  status: 'pending',
  date: '2026-12-14T00:00:00.000Z',
  time: '10:20',
  customerReschedules: 0,
  policy: { limit: 1, noticeHours: 24 },
};
const SESSION_START = Date.parse('2026-12-14T03:20:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms);

describe('moveRefusal', () => {
  it('lets a pending booking move until its session starts', () => {
    expect(moveRefusal(booking, at(SESSION_START - 1))).toBeUndefined();
    expect(moveRefusal(booking, at(SESSION_START))).toBe(SESSION_STARTED_MESSAGE);
  });

  it('refuses a finished or cancelled booking', () => {
    expect(moveRefusal({ ...booking, status: 'success' }, at(0))).toBe(NOT_CHANGEABLE_MESSAGE);
    expect(moveRefusal({ ...booking, status: 'cancelled' }, at(0))).toBe(NOT_CHANGEABLE_MESSAGE);
  });
});

describe('customerRescheduleRefusal', () => {
  it('lets the customer move it while the session is more than 24 hours away', () => {
    expect(customerRescheduleRefusal(booking, at(SESSION_START - 24 * HOUR - 1))).toBeUndefined();
    expect(customerRescheduleRefusal(booking, at(SESSION_START - 24 * HOUR))).toBe(
      'Jadwal hanya dapat diubah paling lambat 24 jam sebelum sesi',
    );
  });

  it('keeps the policy the booking was made under: its notice and its number of moves', () => {
    const generous = { ...booking, customerReschedules: 1, policy: { limit: 2, noticeHours: 6 } };
    expect(customerRescheduleRefusal(generous, at(SESSION_START - 7 * HOUR))).toBeUndefined();
    expect(isLastCustomerMove(generous)).toBe(true);
    expect(customerRescheduleRefusal(generous, at(SESSION_START - 6 * HOUR))).toBe(
      rescheduleTooLateMessage(generous.policy),
    );
    expect(customerRescheduleRefusal({ ...generous, customerReschedules: 2 }, at(0))).toBe(RESCHEDULE_USED_MESSAGE);
    expect(reschedulePolicyText(generous.policy)).toBe('Jadwal dapat diubah 2 kali, paling lambat 6 jam sebelum sesi.');
  });

  it('refuses every move of a booking whose policy lets customers move none', () => {
    const fixed = { ...booking, policy: { limit: 0, noticeHours: 24 } };
    expect(customerRescheduleRefusal(fixed, at(0))).toBe(RESCHEDULE_NOT_OFFERED_MESSAGE);
    expect(reschedulePolicyText(fixed.policy)).toBe('Jadwal reservasi ini tidak dapat diubah sendiri.');
  });

  it('lets the customer move it once', () => {
    const moved = { ...booking, customerReschedules: 1 };
    expect(customerRescheduleRefusal(moved, at(SESSION_START - 48 * HOUR))).toBe(RESCHEDULE_USED_MESSAGE);
  });

  it('says first that a booking cannot move at all', () => {
    const started = { ...booking, customerReschedules: 1 };
    expect(customerRescheduleRefusal(started, at(SESSION_START))).toBe(SESSION_STARTED_MESSAGE);
    expect(customerRescheduleRefusal({ ...booking, status: 'cancelled' }, at(0))).toBe(NOT_CHANGEABLE_MESSAGE);
  });
});

describe('customerMoveCount', () => {
  it('counts the moves the customer made, not the admin’s', () => {
    expect(customerMoveCount([])).toBe(0);
    expect(customerMoveCount(['admin', 'user', 'admin'])).toBe(1);
    expect(customerMoveCount(['user', 'user'])).toBe(2);
  });
});
