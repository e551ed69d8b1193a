import { describe, expect, it } from 'vitest';
import {
  addDays,
  hasSessionStarted,
  instantAtStudioWallClock,
  isoWeekday,
  mondayOf,
  slotStart,
  studioDay,
  studioDayOf,
  studioMonthOf,
  studioWallClock,
} from './studio-time';

describe('studioDayOf', () => {
  it('is the calendar day in Jakarta (UTC+7), as its 00:00 UTC instant', () => {
    expect(studioDayOf(new Date('2026-11-22T03:00:00.000Z'))).toBe('2026-11-22T00:00:00.000Z');
    expect(studioDayOf(new Date('2026-11-22T16:59:59.999Z'))).toBe('2026-11-22T00:00:00.000Z');
  });

  it('turns to the next day at midnight in Jakarta, while it is still the previous day in UTC', () => {
    expect(studioDayOf(new Date('2026-11-22T17:00:00.000Z'))).toBe('2026-11-23T00:00:00.000Z');
    expect(studioDayOf(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('studioMonthOf', () => {
  it('is the calendar month in Jakarta, which turns at midnight there', () => {
    expect(studioMonthOf(new Date('2026-11-30T16:59:59.999Z'))).toBe('2026-11');
    expect(studioMonthOf(new Date('2026-11-30T17:00:00.000Z'))).toBe('2026-12');
    expect(studioMonthOf(new Date('2026-12-31T17:00:00.000Z'))).toBe('2027-01');
  });
});

describe('slotStart', () => {
  it('is the slot time of that day in Jakarta', () => {
    expect(slotStart('2026-11-25T00:00:00.000Z', '10:20').toISOString()).toBe('2026-11-25T03:20:00.000Z');
    expect(slotStart('2026-11-25T00:00:00.000Z', '19:40').toISOString()).toBe('2026-11-25T12:40:00.000Z');
  });
});

describe('addDays', () => {
  it('moves a day forwards and backwards across months and years', () => {
    expect(addDays('2026-11-30T00:00:00.000Z', 1)).toBe('2026-12-01T00:00:00.000Z');
    expect(addDays('2027-01-01T00:00:00.000Z', -1)).toBe('2026-12-31T00:00:00.000Z');
    expect(addDays('2026-11-22T00:00:00.000Z', 0)).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('the studio’s weeks, Monday to Sunday', () => {
  const day = (date: string) => `${date}T00:00:00.000Z`;

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('starts the week of %s on Monday %s', (date, monday) => {
    expect(mondayOf(day(date))).toBe(day(monday));
  });

  it('counts weekdays as ISO 8601 does: Monday 1 to Sunday 7', () => {
    expect(isoWeekday(day('2026-11-23'))).toBe(1);
    expect(isoWeekday(day('2026-11-28'))).toBe(6);
    expect(isoWeekday(day('2026-11-29'))).toBe(7);
  });
});

describe('studio time', () => {
  it('reads an instant as the studio’s day and wall clock (Asia/Jakarta, UTC+7)', () => {
    const lateEvening = new Date('2026-11-22T18:30:00.000Z');
    expect(studioDay(lateEvening)).toBe('2026-11-23');
    expect(studioWallClock(lateEvening)).toBe('2026-11-23T01:30');
  });

  it('turns a studio wall-clock time back into the instant it names', () => {
    expect(instantAtStudioWallClock('2026-11-23T01:30').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    const instant = new Date('2027-02-01T02:05:00.000Z');
    expect(instantAtStudioWallClock(studioWallClock(instant))).toEqual(instant);
  });

  it('places a slot on its calendar day in the studio’s time zone', () => {
    expect(slotStart('2026-11-23T00:00:00.000Z', '09:20').toISOString()).toBe('2026-11-23T02:20:00.000Z');
  });
});

describe('hasSessionStarted', () => {
  const session = { date: '2026-12-14T00:00:00.000Z', time: '10:20' };

  it('holds from the slot’s start in Jakarta (03:20 UTC) on, not a millisecond before', () => {
    expect(hasSessionStarted(session, new Date('2026-12-14T03:19:59.999Z'))).toBe(false);
    expect(hasSessionStarted(session, new Date('2026-12-14T03:20:00.000Z'))).toBe(true);
    expect(hasSessionStarted(session, new Date('2026-12-15T00:00:00.000Z'))).toBe(true);
  });
});
