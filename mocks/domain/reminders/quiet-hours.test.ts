import { describe, expect, it } from 'vitest';
import { instantAtStudioWallClock } from '@/lib/rules/studio-time';
import { outsideQuietHours } from './quiet-hours';

/** An instant named by the studio's wall clock, in epoch milliseconds. */
const wib = (wallClock: string) => instantAtStudioWallClock(wallClock).getTime();

describe('outsideQuietHours', () => {
  it.each(['2026-12-11T07:00', '2026-12-11T12:30', '2026-12-11T20:59'])('leaves %s WIB as it is', (wallClock) => {
    expect(outsideQuietHours(wib(wallClock))).toBe(wib(wallClock));
  });

  it.each([
    ['21:00 the evening before', '2026-12-10T21:00'],
    ['23:30 the evening before', '2026-12-10T23:30'],
    ['midnight', '2026-12-11T00:00'],
    ['06:59', '2026-12-11T06:59'],
  ])('moves %s WIB to the next 07:00', (_when, wallClock) => {
    expect(outsideQuietHours(wib(wallClock))).toBe(wib('2026-12-11T07:00'));
  });

  it('moves to 07:00 when that is still before the event warned of', () => {
    expect(outsideQuietHours(wib('2026-12-11T05:00'), wib('2026-12-11T08:00'))).toBe(wib('2026-12-11T07:00'));
  });

  it.each([
    ['after the event', '2026-12-10T22:00', '2026-12-11T01:00'],
    ['after the event, past midnight', '2026-12-11T03:00', '2026-12-11T06:00'],
    ['at the very moment of the event', '2026-12-11T04:00', '2026-12-11T07:00'],
  ])('moves to 20:59 the evening before when 07:00 would be %s', (_when, due, event) => {
    expect(outsideQuietHours(wib(due), wib(event))).toBe(wib('2026-12-10T20:59'));
  });

  it('judges the hours in Jakarta whatever the UTC day: 22:00 WIB is 15:00 UTC', () => {
    expect(outsideQuietHours(Date.parse('2026-12-31T15:00:00.000Z'))).toBe(Date.parse('2027-01-01T00:00:00.000Z'));
  });
});
