import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { cancellationTierLines, downPaymentLine } from './cancellation-policy';

describe('cancellation policy lines', () => {
  it('say each tier with its notice, longest first', () => {
    expect(cancellationTierLines(DEFAULT_SETTINGS.cancellation.tiers)).toEqual([
      '72 jam atau lebih sebelum sesi: dana kembali 100%',
      '24–72 jam sebelum sesi: dana kembali 50%',
      'Kurang dari 24 jam sebelum sesi: dana kembali 0%',
    ]);
  });

  it('say a single tier as applying at any time, whatever order the tiers come in', () => {
    expect(cancellationTierLines([{ minHoursBefore: 0, refundPercent: 100 }])).toEqual([
      'Kapan pun sebelum sesi: dana kembali 100%',
    ]);
    expect(
      cancellationTierLines([
        { minHoursBefore: 0, refundPercent: 0 },
        { minHoursBefore: 168, refundPercent: 75 },
      ]),
    ).toEqual([
      '168 jam atau lebih sebelum sesi: dana kembali 75%',
      'Kurang dari 168 jam sebelum sesi: dana kembali 0%',
    ]);
  });

  it('say whether a down payment comes back', () => {
    expect(downPaymentLine({ ...DEFAULT_SETTINGS.cancellation, downPaymentRefundable: false })).toBe(
      'DP tidak dapat dikembalikan',
    );
    expect(downPaymentLine(DEFAULT_SETTINGS.cancellation)).toBe('DP ikut dikembalikan sesuai persentase di atas');
  });
});
