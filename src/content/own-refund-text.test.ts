import { describe, expect, it } from 'vitest';
import { NO_REFUND_TEXT, refundQuoteText, refundStatusText } from './own-refund-text';

describe('refundQuoteText', () => {
  it('names the amount, the tier’s share and what it applies to', () => {
    expect(refundQuoteText({ percent: 50, refundable: 350_000, amount: 175_000 }, false)).toBe(
      'Dana yang dikembalikan: Rp\u00a0175.000 (50% dari Rp\u00a0350.000 yang sudah dibayar)',
    );
    expect(refundQuoteText({ percent: 100, refundable: 175_000, amount: 175_000 }, true)).toBe(
      'Dana yang dikembalikan: Rp\u00a0175.000 (100% dari Rp\u00a0175.000 yang sudah dibayar di luar DP)',
    );
  });

  it('says there is nothing to give back at Rp 0', () => {
    expect(refundQuoteText({ percent: 0, refundable: 350_000, amount: 0 }, false)).toBe(NO_REFUND_TEXT);
  });
});

describe('refundStatusText', () => {
  it('says a refund waits, or when and how it was paid back', () => {
    expect(refundStatusText({ amount: 175_000, status: 'waiting', paidAt: null, method: null })).toBe(
      'Pengembalian dana Rp\u00a0175.000 · Menunggu',
    );
    expect(
      refundStatusText({ amount: 175_000, status: 'paid', paidAt: '2026-11-28T00:00:00.000Z', method: 'transfer' }),
    ).toBe('Pengembalian dana Rp\u00a0175.000 · Dikembalikan Sab, 28\u00a0Nov\u00a02026 (Transfer)');
    expect(refundStatusText({ amount: 50_000, status: 'paid', paidAt: '2026-11-28', method: 'cash' })).toBe(
      'Pengembalian dana Rp\u00a050.000 · Dikembalikan Sab, 28\u00a0Nov\u00a02026 (Tunai)',
    );
  });
});
