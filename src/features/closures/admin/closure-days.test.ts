import { describe, expect, it } from 'vitest';
import { closurePeriod, dayCount, formatDayRange, upcomingFirst } from './closure-days';

const range = (start: string, end: string) => ({
  startDate: `${start}T00:00:00.000Z`,
  endDate: `${end}T00:00:00.000Z`,
});

describe('closure days', () => {
  it('names one day, or a range by its first and last day, and counts both ends', () => {
    expect(formatDayRange(range('2026-12-14', '2026-12-14'))).toBe('Sen, 14\u00a0Des\u00a02026');
    expect(formatDayRange(range('2026-12-31', '2027-01-02'))).toBe(
      'Kam, 31\u00a0Des\u00a02026 – Sab, 2\u00a0Jan\u00a02027',
    );
    expect(dayCount(range('2026-12-14', '2026-12-14'))).toBe(1);
    expect(dayCount(range('2026-12-31', '2027-01-02'))).toBe(3);
  });

  it('tells a closure over, going on or ahead on the studio’s today', () => {
    const today = '2026-11-23';
    expect(closurePeriod(range('2026-11-20', '2026-11-22'), today)).toBe('past');
    expect(closurePeriod(range('2026-11-23', '2026-11-23'), today)).toBe('current');
    expect(closurePeriod(range('2026-11-22', '2026-11-24'), today)).toBe('current');
    expect(closurePeriod(range('2026-11-24', '2026-11-25'), today)).toBe('upcoming');
  });

  it('lists those going on or ahead first, soonest first, then those over, latest first', () => {
    const old = range('2026-10-01', '2026-10-02');
    const recent = range('2026-11-10', '2026-11-11');
    const now = range('2026-11-22', '2026-11-24');
    const later = range('2026-12-24', '2026-12-26');
    expect(upcomingFirst([old, recent, now, later], '2026-11-23')).toEqual([now, later, recent, old]);
  });
});
