import { describe, expect, it } from 'vitest';
import { customRangeRefusal, daysOf, periodOf, periodSearch, presetPeriod } from './report-period';

/** 06:30 on 1 January 2027 in Jakarta, still 31 December 2026 in UTC. */
const NEW_YEAR_MORNING = new Date('2026-12-31T23:30:00.000Z');
/** 10:00 on Tuesday 1 December 2026 in Jakarta. */
const DECEMBER = new Date('2026-12-01T03:00:00.000Z');

const day = (date: string) => `${date}T00:00:00.000Z`;
const params = (query: string) => new URLSearchParams(query);

describe('presetPeriod', () => {
  it('covers the whole month, the month before, or the whole year of the studio day', () => {
    expect(presetPeriod('this-month', day('2026-12-15'))).toEqual({
      choice: 'this-month',
      from: day('2026-12-01'),
      to: day('2026-12-31'),
    });
    expect(presetPeriod('last-month', day('2026-03-31'))).toMatchObject({
      from: day('2026-02-01'),
      to: day('2026-02-28'),
    });
    expect(presetPeriod('last-month', day('2027-01-10'))).toMatchObject({
      from: day('2026-12-01'),
      to: day('2026-12-31'),
    });
    expect(presetPeriod('this-year', day('2028-02-29'))).toMatchObject({
      from: day('2028-01-01'),
      to: day('2028-12-31'),
    });
  });
});

describe('periodOf', () => {
  it('is this month of the studio (WIB) without a choice in the address', () => {
    expect(periodOf(params(''), NEW_YEAR_MORNING)).toEqual({
      choice: 'this-month',
      from: day('2027-01-01'),
      to: day('2027-01-31'),
    });
  });

  it('reads a preset or a range of real days from the address', () => {
    expect(periodOf(params('period=this-year'), DECEMBER)).toMatchObject({
      choice: 'this-year',
      from: day('2026-01-01'),
    });
    expect(periodOf(params('from=2026-10-05&to=2026-11-20'), DECEMBER)).toEqual({
      choice: 'custom',
      from: day('2026-10-05'),
      to: day('2026-11-20'),
    });
  });

  it('falls back to this month for a range it cannot report on', () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-05',
      'from=2026-11-20&to=2026-10-05',
      'from=2025-01-01&to=2026-06-01',
      'period=week',
    ]) {
      expect(periodOf(params(query), DECEMBER).choice).toBe('this-month');
    }
  });
});

describe('periodSearch', () => {
  it('writes back what periodOf reads', () => {
    for (const query of ['', '?period=last-month', '?period=this-year', '?from=2026-10-05&to=2026-11-20']) {
      expect(periodSearch(periodOf(params(query.slice(1)), DECEMBER))).toBe(query);
    }
  });
});

describe('customRangeRefusal', () => {
  it('takes up to 366 days with the end not before the start', () => {
    expect(customRangeRefusal(day('2026-01-01'), day('2026-12-31'))).toBeUndefined();
    expect(daysOf({ from: day('2028-01-01'), to: day('2028-12-31') })).toBe(366);
    expect(customRangeRefusal(day('2026-01-01'), day('2027-01-01'))).toBeUndefined();
    expect(customRangeRefusal(day('2026-01-01'), day('2027-01-02'))).toBe('Periode laporan paling lama 366 hari');
    expect(customRangeRefusal(day('2026-05-02'), day('2026-05-01'))).toBe(
      'Tanggal akhir tidak boleh sebelum tanggal awal',
    );
  });
});
