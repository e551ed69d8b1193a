/**
 * The seed's vouchers: SENJAHEMAT (10 % off, at most Rp 50.000, once per customer, 100 uses) running from a month
 * ago to two months ahead; WISUDAHEMAT (Rp 25.000 off graduation packages from Rp 300.000) for the same days; and
 * MERDEKA17, whose days ended last month. The recent weeks' bookings used none: their uses start in the app; the
 * year of history (seed-history.ts) used MERDEKA17 while it ran.
 */
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { insertRow, nextId, type Draft } from './draft';
import type { VoucherRow } from './schema';

type SeedVoucher = Omit<VoucherRow, 'id' | 'validFrom' | 'validTo' | 'createdAt' | 'updatedAt'> & {
  /** Days from today, in the studio's calendar. */
  from: number;
  to: number;
};

export function seedVouchers(db: Draft, now: Date): void {
  const today = studioDayOf(now);
  const graduation = db.categories.find((row) => row.name === 'Wisuda');
  if (!graduation) throw new Error('the seed has no Wisuda category');
  const vouchers: SeedVoucher[] = [
    {
      code: 'SENJAHEMAT',
      kind: 'percent',
      value: 10,
      maxDiscount: 50_000,
      minSubtotal: 0,
      quota: 100,
      perCustomer: 1,
      categoryIds: [],
      packageIds: [],
      active: true,
      from: -30,
      to: 60,
    },
    {
      code: 'WISUDAHEMAT',
      kind: 'fixed',
      value: 25_000,
      maxDiscount: null,
      minSubtotal: 300_000,
      quota: null,
      perCustomer: null,
      categoryIds: [graduation.id],
      packageIds: [],
      active: true,
      from: -30,
      to: 60,
    },
    {
      code: 'MERDEKA17',
      kind: 'percent',
      value: 17,
      maxDiscount: 75_000,
      minSubtotal: 0,
      quota: 50,
      perCustomer: 1,
      categoryIds: [],
      packageIds: [],
      active: true,
      from: -120,
      to: -90,
    },
  ];
  for (const { from, to, ...voucher } of vouchers) {
    const createdAt = new Date(`${addDays(today, from - 7).slice(0, 10)}T02:00:00.000Z`).toISOString();
    insertRow(db, 'vouchers', {
      id: nextId(db, 'vouchers'),
      ...voucher,
      validFrom: addDays(today, from),
      validTo: addDays(today, to),
      createdAt,
      updatedAt: createdAt,
    });
  }
}
