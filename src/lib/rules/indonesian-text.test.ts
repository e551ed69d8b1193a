import { describe, expect, it } from 'vitest';
import { rupiahText, studioMomentText } from './indonesian-text';
import { DAY_MS, HOUR_MS, MINUTE_MS, STUDIO_TIME_ZONE } from './studio-time';

const intlRupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlMoment = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STUDIO_TIME_ZONE,
});

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

describe('studioMomentText', () => {
  it('names the studio’s day and wall clock to the minute, in WIB', () => {
    expect(studioMomentText('2026-12-12T03:20:00.000Z')).toBe('Sabtu, 12 Desember 2026 pukul 10.20 WIB');
  });

  it('turns to the next day at midnight in Jakarta, while it is still the previous day in UTC', () => {
    expect(studioMomentText(new Date('2026-12-31T17:05:59.000Z'))).toBe('Jumat, 1 Januari 2027 pukul 00.05 WIB');
  });

  it('writes every weekday, month and hour as Intl does for id-ID in Asia/Jakarta', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let step = 0; step < 400; step += 1) {
      const instant = new Date(start + step * (DAY_MS + HOUR_MS + 7 * MINUTE_MS));
      expect(studioMomentText(instant)).toBe(`${intlMoment.format(instant)} WIB`);
    }
  });
});
