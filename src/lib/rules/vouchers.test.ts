import { describe, expect, it } from 'vitest';
import {
  minimumSpendMessage,
  voucherCodeKey,
  voucherDiscount,
  voucherRefusal,
  type VoucherRules,
  type VoucherTry,
} from './vouchers';

const TODAY = '2026-11-23T00:00:00.000Z';

const tenPercent: VoucherRules = {
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  active: true,
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: TODAY,
  minSubtotal: 0,
  categoryIds: [],
  packageIds: [],
  quota: 2,
  perCustomer: 1,
};

const booking: VoucherTry = {
  today: TODAY,
  categoryId: 1,
  packageId: 3,
  subtotal: 300_000,
  used: 0,
  usedByCustomer: 0,
};

describe('what a voucher takes off', () => {
  it('takes a percentage rounded down to the rupiah, held to its cap', () => {
    expect(voucherDiscount(tenPercent, 300_000)).toBe(30_000);
    expect(voucherDiscount(tenPercent, 123_459)).toBe(12_345);
    expect(voucherDiscount(tenPercent, 900_000)).toBe(50_000);
    expect(voucherDiscount({ ...tenPercent, maxDiscount: null }, 900_000)).toBe(90_000);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(voucherDiscount({ kind: 'fixed', value: 25_000, maxDiscount: null }, 300_000)).toBe(25_000);
    expect(voucherDiscount({ kind: 'fixed', value: 500_000, maxDiscount: null }, 300_000)).toBe(300_000);
    expect(voucherDiscount({ kind: 'percent', value: 100, maxDiscount: null }, 300_000)).toBe(300_000);
  });
});

describe('why a voucher does not apply', () => {
  it('applies within its days, both included', () => {
    expect(voucherRefusal(tenPercent, booking)).toBeNull();
    expect(voucherRefusal({ ...tenPercent, validFrom: TODAY }, booking)).toBeNull();
  });

  it('is not valid switched off, before its first day or after its last', () => {
    expect(voucherRefusal({ ...tenPercent, active: false }, booking)).toBe('Kode tidak berlaku');
    expect(voucherRefusal({ ...tenPercent, validFrom: '2026-11-24T00:00:00.000Z' }, booking)).toBe(
      'Kode tidak berlaku',
    );
    expect(voucherRefusal({ ...tenPercent, validTo: '2026-11-22T00:00:00.000Z' }, booking)).toBe('Kode tidak berlaku');
  });

  it('applies to the categories and packages it names, or to all when it names none', () => {
    expect(voucherRefusal({ ...tenPercent, categoryIds: [2] }, booking)).toBe('Tidak berlaku untuk paket ini');
    expect(voucherRefusal({ ...tenPercent, categoryIds: [1] }, booking)).toBeNull();
    expect(voucherRefusal({ ...tenPercent, packageIds: [3] }, booking)).toBeNull();
    expect(voucherRefusal({ ...tenPercent, categoryIds: [2], packageIds: [3] }, booking)).toBeNull();
  });

  it('asks for its minimum subtotal, in rupiah', () => {
    expect(voucherRefusal({ ...tenPercent, minSubtotal: 500_000 }, booking)).toBe('Minimal belanja Rp\u00a0500.000');
    expect(minimumSpendMessage(500_000)).toBe('Minimal belanja Rp\u00a0500.000');
    expect(voucherRefusal({ ...tenPercent, minSubtotal: 300_000 }, booking)).toBeNull();
  });

  it('runs out when its uses are taken, in all or by this customer', () => {
    expect(voucherRefusal(tenPercent, { ...booking, used: 2 })).toBe('Kuota voucher habis');
    expect(voucherRefusal(tenPercent, { ...booking, used: 1, usedByCustomer: 1 })).toBe('Kuota voucher habis');
    expect(voucherRefusal({ ...tenPercent, quota: null, perCustomer: null }, { ...booking, used: 99 })).toBeNull();
  });
});

it('keeps and compares codes in capitals, without spaces around them', () => {
  expect(voucherCodeKey('  senjaHemat ')).toBe('SENJAHEMAT');
});
