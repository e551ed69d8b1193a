import { describe, expect, it } from 'vitest';
import { clockText, rupiahText, studioMomentText, studioTimeSpanText, studioTimeText } from './indonesian-text';
import { DAY_MS, HOUR_MS, MINUTE_MS, STUDIO_TIME_ZONE } from './studio-time';

const intlRupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const momentOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STUDIO_TIME_ZONE,
};
const intlMoment = new Intl.DateTimeFormat('id-ID', momentOptions);
const intlMomentToSecond = new Intl.DateTimeFormat('id-ID', { ...momentOptions, second: '2-digit' });

describe('rupiahText', () => {
  it('writes whole rupiah with dots between thousands after "Rp" and a no-break space', () => {
    expect(rupiahText(175_000)).toBe('Rp\u00a0175.000');
    expect(rupiahText(1_250_500)).toBe('Rp\u00a01.250.500');
    expect(rupiahText(0)).toBe('Rp\u00a00');
  });

  it.each([0, 7, 999, 1000, 12_345, 175_000, 3_000_000, 1_234_567_890, -5000])('writes %i as Intl does', (amount) => {
    expect(rupiahText(amount)).toBe(intlRupiah.format(amount));
  });
});

describe('clockText', () => {
  it('writes hours and minutes with two digits each, joined by a dot', () => {
    expect(clockText('14:00')).toBe('14.00');
    expect(clockText('10:20')).toBe('10.20');
  });

  it('writes midnight as 00.00 and a single-digit hour with its leading zero', () => {
    expect(clockText('00:00')).toBe('00.00');
    expect(clockText('09:05')).toBe('09.05');
    expect(clockText('9:05')).toBe('09.05');
  });
});

describe('studioTimeText and studioTimeSpanText', () => {
  it('write the studio’s zone after a time, and once after a span', () => {
    expect(studioTimeText('07:00')).toBe('07.00 WIB');
    expect(studioTimeSpanText('19:40', '20:00')).toBe('19.40–20.00 WIB');
    expect(studioTimeSpanText('23:40', '00:00')).toBe('23.40–00.00 WIB');
  });
});

describe('studioMomentText', () => {
  it('names the studio’s day and wall clock to the minute, in WIB', () => {
    expect(studioMomentText('2026-12-12T03:20:00.000Z')).toBe('Sabtu, 12 Desember 2026 pukul 10.20 WIB');
  });

  it('turns to the next day at midnight in Jakarta, while it is still the previous day in UTC', () => {
    expect(studioMomentText(new Date('2026-12-31T17:05:59.000Z'))).toBe('Jumat, 1 Januari 2027 pukul 00.05 WIB');
  });

  it('writes the seconds after the minutes when asked, with a dot', () => {
    expect(studioMomentText('2026-11-22T07:05:09.000Z', { seconds: true })).toBe(
      'Minggu, 22 November 2026 pukul 14.05.09 WIB',
    );
    expect(studioMomentText('2026-11-22T17:00:00.000Z', { seconds: true })).toBe(
      'Senin, 23 November 2026 pukul 00.00.00 WIB',
    );
  });

  it('writes every weekday, month and hour as Intl does for id-ID in Asia/Jakarta', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let step = 0; step < 400; step += 1) {
      const instant = new Date(start + step * (DAY_MS + HOUR_MS + 7 * MINUTE_MS));
      expect(studioMomentText(instant)).toBe(`${intlMoment.format(instant)} WIB`);
      expect(studioMomentText(instant, { seconds: true })).toBe(`${intlMomentToSecond.format(instant)} WIB`);
    }
  });
});
