import { describe, expect, it } from 'vitest';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { cancellationPolicyNotice, cancellationTierLines, downPaymentLine } from './cancellation-policy';

describe('cancellation policy lines', () => {
  it('say each tier with its notice, longest first, and a tier giving nothing back as no refund', () => {
    expect(cancellationTierLines(DEFAULT_SETTINGS.cancellation.tiers)).toEqual([
      '72 jam atau lebih sebelum sesi: dana kembali 100%',
      '24–72 jam sebelum sesi: dana kembali 50%',
      'Kurang dari 24 jam sebelum sesi: tidak ada pengembalian',
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
        { minHoursBefore: 48, refundPercent: 25 },
      ]),
    ).toEqual([
      '168 jam atau lebih sebelum sesi: dana kembali 75%',
      '48–168 jam sebelum sesi: dana kembali 25%',
      'Kurang dari 48 jam sebelum sesi: tidak ada pengembalian',
    ]);
  });

  it('say whether a down payment comes back', () => {
    expect(downPaymentLine({ ...DEFAULT_SETTINGS.cancellation, downPaymentRefundable: false })).toBe(
      'DP tidak dapat dikembalikan',
    );
    expect(downPaymentLine(DEFAULT_SETTINGS.cancellation)).toBe('DP ikut dikembalikan sesuai persentase di atas');
  });
});

describe('cancellation policy notice', () => {
  const policy = bookingPolicyOf(DEFAULT_SETTINGS);

  it('gives the tiers, the down payment, and that a move keeps what was paid', () => {
    expect(
      cancellationPolicyNotice({ ...policy, cancellation: { ...policy.cancellation, downPaymentRefundable: false } }),
    ).toEqual({
      tiers: [
        '72 jam atau lebih sebelum sesi: dana kembali 100%',
        '24–72 jam sebelum sesi: dana kembali 50%',
        'Kurang dari 24 jam sebelum sesi: tidak ada pengembalian',
      ],
      downPayment: 'DP tidak dapat dikembalikan',
      move: 'Jadwal dapat dipindah sesuai ketentuan tanpa kehilangan pembayaran.',
    });
  });

  it('says nothing of moves under a policy that lets customers move none', () => {
    const notice = cancellationPolicyNotice({ ...policy, reschedule: { limit: 0, noticeHours: 24 } });
    expect(notice.move).toBeUndefined();
    expect(notice.downPayment).toBe('DP ikut dikembalikan sesuai persentase di atas');
  });
});
