import { describe, expect, it } from 'vitest';
import { discountText, minimumText, usageText, voucherState } from './voucher-labels';

const day = (date: string) => `${date}T00:00:00.000Z`;
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a voucher in words', () => {
  it('writes a percentage with its cap, or without one, and a fixed amount in rupiah', () => {
    expect(spaced(discountText({ kind: 'percent', value: 10, maxDiscount: 50_000 }))).toBe('10% · maks Rp 50.000');
    expect(discountText({ kind: 'percent', value: 10, maxDiscount: null })).toBe('10%');
    expect(spaced(discountText({ kind: 'fixed', value: 25_000, maxDiscount: null }))).toBe('Rp 25.000');
  });

  it('writes the uses against the quota, or without a limit', () => {
    expect(usageText({ used: 3, quota: 100 })).toBe('3/100');
    expect(usageText({ used: 3, quota: null })).toBe('3 · tanpa batas');
  });

  it('writes a dash for no minimum', () => {
    expect(minimumText({ minSubtotal: 0 })).toBe('—');
    expect(spaced(minimumText({ minSubtotal: 300_000 }))).toBe('Rp 300.000');
  });
});

describe('voucherState', () => {
  const days = { validFrom: day('2026-11-01'), validTo: day('2026-11-30') };

  it('is active on its days, its first and last included', () => {
    expect(voucherState({ ...days, active: true }, day('2026-11-01'))).toBe('active');
    expect(voucherState({ ...days, active: true }, day('2026-11-30'))).toBe('active');
  });

  it('has not started before its first day, and has ended after its last, on or off', () => {
    expect(voucherState({ ...days, active: true }, day('2026-10-31'))).toBe('upcoming');
    expect(voucherState({ ...days, active: true }, day('2026-12-01'))).toBe('ended');
    expect(voucherState({ ...days, active: false }, day('2026-12-01'))).toBe('ended');
  });

  it('is off when switched off before it ends', () => {
    expect(voucherState({ ...days, active: false }, day('2026-11-15'))).toBe('inactive');
    expect(voucherState({ ...days, active: false }, day('2026-10-15'))).toBe('inactive');
  });
});
