import { describe, expect, it } from 'vitest';
import { isCalendarDay, parseCalendarDay } from './calendar-day';

describe('parseCalendarDay', () => {
  it('accepts only YYYY-MM-DD or that day’s midnight UTC instant, with or without milliseconds, read as the midnight instant', () => {
    expect(parseCalendarDay('2027-01-15')).toBe('2027-01-15T00:00:00.000Z');
    expect(parseCalendarDay('2027-01-15T00:00:00.000Z')).toBe('2027-01-15T00:00:00.000Z');
    expect(parseCalendarDay('2027-01-15T00:00:00Z')).toBe('2027-01-15T00:00:00.000Z');
    expect(parseCalendarDay('2028-02-29')).toBe('2028-02-29T00:00:00.000Z');
  });

  it.each([
    ['words around a year', 'hello 2027'],
    ['a word', 'besok'],
    ['a time of day other than midnight UTC', '2027-01-15T15:30:00.000Z'],
    ['midnight in another zone', '2027-01-15T00:00:00.000+07:00'],
    ['midnight without a zone', '2027-01-15T00:00:00'],
    ['more digits of a second', '2027-01-15T00:00:00.000000Z'],
    ['a six-digit year', '+010000-01-01T00:00:00.000Z'],
    ['a day written without zeros', '2027-1-5'],
    ['a day with spaces', ' 2027-01-15'],
    ['another order', '15-01-2027'],
    ['a number', 1_800_000_000_000],
    ['nothing', undefined],
  ])('refuses %s: only the calendar-day forms are dates (%j)', (_case, date) => {
    expect(parseCalendarDay(date)).toBeUndefined();
    expect(isCalendarDay(date)).toBe(false);
  });

  it.each([
    ['31 February', '2027-02-31'],
    ['29 February of a common year', '2027-02-29T00:00:00.000Z'],
    ['31 April', '2027-04-31'],
    ['month 13', '2027-13-01'],
    ['day 0', '2027-01-00'],
  ])('refuses %s: a date must name a real day, not roll over into another', (_case, date) => {
    expect(parseCalendarDay(date)).toBeUndefined();
  });
});
