import { describe, expect, it } from 'vitest';
import { previousPeriod } from './report-period';

const day = (date: string) => `${date}T00:00:00.000Z`;
const period = (from: string, to: string) => ({ from: day(from), to: day(to) });

describe('previousPeriod', () => {
  it('is as many whole calendar months before a period of whole months', () => {
    expect(previousPeriod(period('2026-12-01', '2026-12-31'))).toEqual(period('2026-11-01', '2026-11-30'));
    expect(previousPeriod(period('2027-03-01', '2027-03-31'))).toEqual(period('2027-02-01', '2027-02-28'));
    expect(previousPeriod(period('2027-01-01', '2027-02-28'))).toEqual(period('2026-11-01', '2026-12-31'));
    expect(previousPeriod(period('2026-01-01', '2026-12-31'))).toEqual(period('2025-01-01', '2025-12-31'));
  });

  it('is as many days before any other period', () => {
    expect(previousPeriod(period('2026-11-11', '2026-11-20'))).toEqual(period('2026-11-01', '2026-11-10'));
    expect(previousPeriod(period('2026-12-01', '2026-12-15'))).toEqual(period('2026-11-16', '2026-11-30'));
    expect(previousPeriod(period('2026-03-01', '2026-03-01'))).toEqual(period('2026-02-28', '2026-02-28'));
  });
});
