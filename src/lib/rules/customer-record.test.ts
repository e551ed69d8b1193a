import { describe, expect, it } from 'vitest';
import { customerRecord, isLateCancellation, type Canceller, type RecordedBooking } from './customer-record';

/** Monday 14 December 2026, 12:00 in Jakarta. */
const now = new Date('2026-12-14T05:00:00.000Z');

/** A booking made on 1 December on the website for a session on `day` at `time`, pending, nothing paid. */
function booking(day: string, time: string, changes: Partial<RecordedBooking> = {}): RecordedBooking {
  return {
    status: 'pending',
    date: `${day}T00:00:00.000Z`,
    time,
    channel: 'web',
    checkedInAt: null,
    cancellation: null,
    createdAt: '2026-12-01T03:00:00.000Z',
    paid: 0,
    ...changes,
  };
}

describe('isLateCancellation', () => {
  // The session of 15 December at 10:00 in Jakarta starts at 03:00 UTC.
  const session = booking('2026-12-15', '10:00');
  const cancelledAt = (at: string, by: Canceller = 'customer') => ({
    ...session,
    status: 'cancelled' as const,
    cancellation: { at, by },
  });

  it('is late less than 24 hours before the start, by the customer or the admin', () => {
    expect(isLateCancellation(cancelledAt('2026-12-14T03:00:01.000Z'))).toBe(true);
    expect(isLateCancellation(cancelledAt('2026-12-14T20:00:00.000Z', 'admin'))).toBe(true);
  });

  it('is not late 24 hours or more before the start', () => {
    expect(isLateCancellation(cancelledAt('2026-12-14T03:00:00.000Z'))).toBe(false);
    expect(isLateCancellation(cancelledAt('2026-12-10T03:00:00.000Z', 'admin'))).toBe(false);
  });

  it('does not count a day the studio closed, a booking that lapsed unpaid, nor one never cancelled', () => {
    expect(isLateCancellation(cancelledAt('2026-12-15T02:00:00.000Z', 'closure'))).toBe(false);
    expect(isLateCancellation(cancelledAt('2026-12-15T02:00:00.000Z', 'expiry'))).toBe(false);
    expect(isLateCancellation(session)).toBe(false);
  });
});

describe('customerRecord', () => {
  it('has nothing for a customer without bookings', () => {
    expect(customerRecord([], now)).toEqual({
      firstChannel: null,
      reservationCount: 0,
      paid: 0,
      lastVisit: null,
      nextVisit: null,
      noShows: 0,
      lateCancellations: 0,
    });
  });

  it('counts bookings, money, visits, no-shows and late cancellations', () => {
    const bookings = [
      // Came on 1 December (done), paid in full.
      booking('2026-12-01', '09:00', { status: 'success', paid: 300_000, createdAt: '2026-11-20T03:00:00.000Z' }),
      // Came today at 10:00 (checked in, not yet marked done), paid half.
      booking('2026-12-14', '10:00', { checkedInAt: '2026-12-14T03:02:00.000Z', paid: 150_000 }),
      // Booked by WhatsApp before anything else, then did not come.
      booking('2026-11-02', '11:00', {
        status: 'no-show',
        channel: 'whatsapp',
        createdAt: '2026-10-30T03:00:00.000Z',
      }),
      // Called off two hours before.
      booking('2026-12-05', '13:00', {
        status: 'cancelled',
        cancellation: { at: '2026-12-05T04:00:00.000Z', by: 'customer' },
      }),
      // To come: on the 20th and the 17th.
      booking('2026-12-20', '15:00'),
      booking('2026-12-17', '14:40'),
      // Today at 13:00 (06:00 UTC): not started at noon, so to come.
      booking('2026-12-14', '13:00'),
    ];

    expect(customerRecord(bookings, now)).toEqual({
      firstChannel: 'whatsapp',
      reservationCount: 7,
      paid: 450_000,
      lastVisit: '2026-12-14T03:00:00.000Z',
      nextVisit: '2026-12-14T06:00:00.000Z',
      noShows: 1,
      lateCancellations: 1,
    });
  });

  it('does not take a pending session that has started without a check-in as a visit, nor as one to come', () => {
    const record = customerRecord([booking('2026-12-14', '11:00')], now);

    expect(record.lastVisit).toBeNull();
    expect(record.nextVisit).toBeNull();
  });
});
