import { describe, expect, it } from 'vitest';
import {
  formatCompactRupiah,
  formatDayMonth,
  formatMonthYear,
  formatClockTime,
  formatCompactDayRange,
  formatInstantTime,
  formatLongDateTime,
  formatSessionMoment,
  formatSessionTime,
  formatShortCalendarDate,
  formatStudioMoment,
  formatStudioTime,
  formatTimeSpan,
} from './format';

describe('formatShortCalendarDate', () => {
  it('shortens the weekday and the month, and breaks a line after the weekday only', () => {
    expect(formatShortCalendarDate('2026-11-22T00:00:00.000Z')).toBe('Min, 22\u00a0Nov\u00a02026');
    expect(formatShortCalendarDate('2026-12-01T00:00:00.000Z')).toBe('Sel, 1\u00a0Des\u00a02026');
  });
});

describe('formatCompactDayRange', () => {
  const day = (date: string) => `${date}T00:00:00.000Z`;
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes the year once when both days share it, and the month once when they share that too', () => {
    expect(spaced(formatCompactDayRange(day('2026-10-23'), day('2026-12-22')))).toBe('23 Okt – 22 Des 2026');
    expect(spaced(formatCompactDayRange(day('2026-10-03'), day('2026-10-28')))).toBe('3–28 Okt 2026');
  });

  it('writes both years across a new year, and one day alone', () => {
    expect(spaced(formatCompactDayRange(day('2026-10-23'), day('2027-01-22')))).toBe('23 Okt 2026 – 22 Jan 2027');
    expect(spaced(formatCompactDayRange(day('2026-10-23'), day('2026-10-23')))).toBe('23 Okt 2026');
  });

  it('keeps each date on one line: only the dash may break', () => {
    expect(formatCompactDayRange(day('2026-10-23'), day('2026-12-22'))).toBe('23\u00a0Okt – 22\u00a0Des\u00a02026');
  });
});

describe('formatSessionMoment', () => {
  it('writes a session as the studio reads it, in WIB', () => {
    expect(formatSessionMoment('2026-12-12T00:00:00.000Z', '10:20')).toBe('Sabtu, 12 Desember 2026 pukul 10.20 WIB');
  });
});

describe('formatStudioMoment', () => {
  it("names the studio's day and time to the minute, in WIB", () => {
    expect(formatStudioMoment('2026-11-23T21:50:02.000Z')).toBe('Selasa, 24 November 2026 pukul 04.50 WIB');
  });
});

describe('the written form of a time', () => {
  it('writes a slot’s time with a dot, bare for a grid’s label and with WIB elsewhere', () => {
    expect(formatClockTime('14:00')).toBe('14.00');
    expect(formatStudioTime('14:00')).toBe('14.00 WIB');
  });

  it('writes midnight and a single-digit hour with two digits', () => {
    expect(formatClockTime('00:00')).toBe('00.00');
    expect(formatStudioTime('09:05')).toBe('09.05 WIB');
  });

  it('writes a session and a span of the day from start to end, WIB once', () => {
    expect(formatSessionTime('10:20')).toBe('10.20–10.40 WIB');
    expect(formatSessionTime('19:40')).toBe('19.40–20.00 WIB');
    expect(formatTimeSpan('10:20', '20:00')).toBe('10.20–20.00 WIB');
  });

  it('shows a UTC instant in Jakarta time, on the next day past 17.00 UTC', () => {
    expect(formatInstantTime('2026-11-23T04:45:00.000Z')).toBe('11.45 WIB');
    expect(formatInstantTime('2026-11-23T17:00:00.000Z')).toBe('00.00 WIB');
    expect(formatInstantTime('2026-11-23T02:05:00.000Z')).toBe('09.05 WIB');
    expect(formatLongDateTime('2026-11-23T17:00:09.000Z')).toBe('Selasa, 24 November 2026 pukul 00.00.09 WIB');
  });
});

describe('a chart axis', () => {
  it('writes days and months short, and rupiah compact', () => {
    expect(formatDayMonth('2026-12-03T00:00:00.000Z')).toBe('3 Des');
    expect(formatMonthYear('2026-12-01T00:00:00.000Z')).toBe('Des 2026');
    expect(formatCompactRupiah(2_400_000)).toBe('Rp 2,4\u00a0jt');
    expect(formatCompactRupiah(350_000)).toBe('Rp 350\u00a0rb');
  });
});
