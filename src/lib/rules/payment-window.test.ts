import { describe, expect, it } from 'vitest';
import { isDeadlineSoon, paymentCutoff, paymentWindowEnd } from './payment-window';

/** 26 November 2026 at 10:20 WIB is 03:20 UTC. */
const booking = { date: '2026-11-26T00:00:00.000Z', time: '10:20', channel: 'web' } as const;

describe('paymentWindowEnd', () => {
  it('gives a booking made well ahead the hours its policy holds it to pay', () => {
    expect(paymentWindowEnd('2026-11-23T05:00:00.000Z', booking, 24)).toEqual(new Date('2026-11-24T05:00:00.000Z'));
    expect(paymentWindowEnd('2026-11-23T05:00:00.000Z', booking, 2)).toEqual(new Date('2026-11-23T07:00:00.000Z'));
  });

  it('ends the window when the session starts, if that comes sooner', () => {
    expect(paymentWindowEnd(new Date('2026-11-25T12:00:00.000Z'), booking, 24)).toEqual(
      new Date('2026-11-26T03:20:00.000Z'),
    );
  });
});

describe('paymentCutoff', () => {
  it('is the session’s start for a booking the customer made in the app', () => {
    expect(paymentCutoff(booking)).toEqual(new Date('2026-11-26T03:20:00.000Z'));
  });

  it.each(['walk-in', 'whatsapp', 'instagram', 'phone'] as const)(
    'is the end of the session’s day in Jakarta for a %s booking the studio took',
    (channel) => {
      expect(paymentCutoff({ ...booking, channel })).toEqual(new Date('2026-11-26T17:00:00.000Z'));
    },
  );

  it('gives a walk-in booked during its session until the end of that day to pay', () => {
    const walkIn = { ...booking, channel: 'walk-in' } as const;
    expect(paymentWindowEnd('2026-11-26T03:25:00.000Z', walkIn, 24)).toEqual(new Date('2026-11-26T17:00:00.000Z'));
  });
});

describe('isDeadlineSoon', () => {
  const now = new Date('2026-11-23T05:00:00.000Z');
  const inHours = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);

  it('holds for a deadline still ahead that passes within three hours, the third hour included', () => {
    expect(isDeadlineSoon(inHours(0.01), now)).toBe(true);
    expect(isDeadlineSoon(inHours(3), now)).toBe(true);
  });

  it('does not hold for a deadline further away, or one already passed', () => {
    expect(isDeadlineSoon(inHours(3.01), now)).toBe(false);
    expect(isDeadlineSoon(now, now)).toBe(false);
    expect(isDeadlineSoon(inHours(-1), now)).toBe(false);
  });
});
