import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportHeatmapCell } from '@/lib/api/api-types';
import type { Draft } from '@mocks/db/draft';
import { reportCallers, reportStudio } from '@mocks/test-kit/report-studio';
import { expectRefusal } from '@mocks/test-kit/rules';
import type { Caller } from '../accounts/access';
import { reportSummary } from './report-summary';

// The studio of report-studio.ts: every figure below is worked out by hand from the rows it lists.
const { admin, customer, visitor } = reportCallers;

let db: Draft;

beforeEach(() => {
  db = reportStudio();
});

const summary = (from: string, to: string, caller: Caller = admin) =>
  reportSummary(db, caller, new URLSearchParams({ from, to }));

const report = (from = '2026-11-02', to = '2026-11-08') => summary(from, to).data;

/** A week's heatmap over the slots 10:20, 10:40 and 11:00: each weekday's open days, and its booked times. */
function weekHeatmap(open: number[], booked: Record<string, number>): ReportHeatmapCell[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    ['10:20', '10:40', '11:00'].map((time) => ({
      weekday,
      time,
      booked: booked[`${weekday} ${time}`] ?? 0,
      open: open[weekday - 1] ?? 0,
    })),
  );
}

describe('reportSummary', () => {
  it('is for admins only', () => {
    expectRefusal(db, () => summary('2026-11-02', '2026-11-08', customer), 403, 'Anda tidak memiliki akses');
    expectRefusal(db, () => summary('2026-11-02', '2026-11-08', visitor), 401, 'Silakan masuk terlebih dahulu');
  });

  it.each([
    ['a missing first day', new URLSearchParams({ to: '2026-11-08' })],
    ['a missing last day', new URLSearchParams({ from: '2026-11-02' })],
    ['an empty day', new URLSearchParams({ from: '', to: '2026-11-08' })],
    ['no day at all', new URLSearchParams({ from: 'kemarin', to: '2026-11-08' })],
    ['a day that does not exist', new URLSearchParams({ from: '2026-11-02', to: '2027-02-31' })],
  ])('refuses %s', (_, query) => {
    expectRefusal(db, () => reportSummary(db, admin, query), 400, 'Tanggal laporan tidak valid');
  });

  it('refuses a first day after the last, and more than 366 days', () => {
    expectRefusal(db, () => summary('2026-11-08', '2026-11-07'), 400, 'Tanggal awal harus sebelum tanggal akhir');
    expectRefusal(db, () => summary('2026-01-01', '2027-01-02'), 400, 'Periode laporan paling lama 366 hari');
  });

  it('takes one day, 366 days, and the other forms of a calendar day', () => {
    expect(report('2026-11-02', '2026-11-02').previous).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-01T00:00:00.000Z',
    });
    expect(report('2026-01-01', '2027-01-01').previous).toMatchObject({
      from: '2024-12-31T00:00:00.000Z',
      to: '2025-12-31T00:00:00.000Z',
    });
    expect(report('2026-11-02T00:00:00.000Z', '2026-11-08T00:00:00Z')).toMatchObject({
      from: '2026-11-02T00:00:00.000Z',
      to: '2026-11-08T00:00:00.000Z',
    });
  });
});

describe('the period asked for', () => {
  it('answers its figures', () => {
    expect(summary('2026-11-02', '2026-11-08')).toMatchObject({ status: 200, message: 'Berhasil mengambil laporan' });
    expect(report()).toMatchObject({
      from: '2026-11-02T00:00:00.000Z',
      to: '2026-11-08T00:00:00.000Z',
      figures: {
        // 275.000 cash (2nd) + 360.000 QRIS (3rd, 23:59 WIB) + 250.000 gateway (5th, 00:30 WIB)
        // + 150.000 desk QRIS (6th) + 250.000 transfer (8th); not the cash of 00:00 WIB on the 9th.
        moneyReceived: 1_285_000,
        // 6: 550.000 - 275.000; 7: 300.000 (nothing accepted); 10: 300.000; 5, 8 and 11 are paid.
        moneyOwed: 875_000,
        // 5, 6, 7, 8, 10, 11: the no-show and the booking kept on the closed day count; 9 was cancelled.
        bookings: 6,
        // (390.000 + 550.000 + 300.000 + 250.000 + 300.000 + 250.000) / 6
        averageBookingValue: 340_000,
        cancellations: 1,
        noShows: 1,
        refunds: { count: 1, amount: 360_000 },
      },
    });
  });

  it('counts occupancy over the open days only: 5 booked of 6 days × 3 slots', () => {
    // 5, 6, 8, 10 and 11 hold open slots; 7 is on the closed Wednesday, 9 was cancelled.
    expect(report().figures.occupancy).toBe(5 / 18);
  });

  it('tells the money received day by day, every day of the week', () => {
    expect(report().series).toEqual({
      bucket: 'day',
      moneyReceived: [
        { start: '2026-11-02T00:00:00.000Z', amount: 275_000 },
        { start: '2026-11-03T00:00:00.000Z', amount: 360_000 },
        { start: '2026-11-04T00:00:00.000Z', amount: 0 },
        { start: '2026-11-05T00:00:00.000Z', amount: 250_000 },
        { start: '2026-11-06T00:00:00.000Z', amount: 150_000 },
        { start: '2026-11-07T00:00:00.000Z', amount: 0 },
        { start: '2026-11-08T00:00:00.000Z', amount: 250_000 },
      ],
    });
  });

  it('groups the bookings by category and package as booked, the most revenue first', () => {
    const { byCategory, byPackage } = report();
    expect(byCategory).toEqual([
      { id: 1, name: 'Foto Keluarga', bookings: 4, revenue: 1_540_000 },
      { id: 2, name: 'Wisuda & Kelulusan', bookings: 2, revenue: 500_000 },
    ]);
    expect(byPackage).toEqual([
      { id: 11, name: 'Keluarga Kecil', bookings: 3, revenue: 990_000 },
      { id: 12, name: 'Keluarga Besar', bookings: 1, revenue: 550_000 },
      { id: 21, name: 'Wisuda Personal', bookings: 2, revenue: 500_000 },
    ]);
  });

  it('adds up the add-ons and vouchers of the bookings not cancelled', () => {
    const { addons, vouchers } = report();
    expect(addons).toEqual([
      { id: 32, name: 'Bingkai', quantity: 1, revenue: 100_000 },
      { id: 31, name: 'Cetak 10R', quantity: 2, revenue: 90_000 },
    ]);
    expect(vouchers).toEqual([{ id: 1, code: 'SENJAHEMAT', uses: 1, discount: 50_000 }]);
  });

  it('tells the money received by method, the most first', () => {
    expect(report().paymentMethods).toEqual([
      { method: 'qris', count: 1, amount: 360_000 },
      { method: 'cash', count: 1, amount: 275_000 },
      { method: 'gateway', count: 1, amount: 250_000 },
      { method: 'transfer', count: 1, amount: 250_000 },
      { method: 'counter-qris', count: 1, amount: 150_000 },
    ]);
  });

  it('maps the booked slots by weekday and time, with no open slot on the closed Wednesday', () => {
    expect(report().heatmap).toEqual(
      weekHeatmap([1, 1, 0, 1, 1, 1, 1], { '1 10:20': 1, '2 10:40': 1, '4 10:20': 1, '6 10:20': 1, '7 10:40': 1 }),
    );
  });
});

describe('the previous period', () => {
  it('is the month before for a whole month, with its own days, whatever their number', () => {
    const november = report('2026-11-01', '2026-11-30');
    const october = report('2026-10-01', '2026-10-31');
    expect(november.previous).toEqual({
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-10-31T00:00:00.000Z',
      figures: october.figures,
      byCategory: october.byCategory,
      byPackage: october.byPackage,
      addons: october.addons,
      heatmap: october.heatmap,
      paymentMethods: october.paymentMethods,
      vouchers: october.vouchers,
    });
    expect(november.figures.moneyReceived + october.figures.moneyReceived).toBeGreaterThan(0);
  });

  it('covers as many days right before, with the same figures and no series', () => {
    expect(report().previous).toEqual({
      from: '2026-10-26T00:00:00.000Z',
      to: '2026-11-01T00:00:00.000Z',
      figures: {
        // 295.000 cash (29th) + 390.000 QRIS (30th); 2's proof came the day before, 4's was rejected.
        moneyReceived: 685_000,
        moneyOwed: 0,
        bookings: 2,
        averageBookingValue: 297_500,
        // 2 and 3 of 7 days × 3 slots, nothing closed.
        occupancy: 2 / 21,
        cancellations: 1,
        noShows: 0,
        // 1's refund still waits.
        refunds: { count: 0, amount: 0 },
      },
      byCategory: [
        { id: 1, name: 'Foto Keluarga', bookings: 1, revenue: 300_000 },
        { id: 2, name: 'Wisuda', bookings: 1, revenue: 295_000 },
      ],
      byPackage: [
        { id: 11, name: 'Keluarga Kecil', bookings: 1, revenue: 300_000 },
        { id: 21, name: 'Wisuda Personal', bookings: 1, revenue: 295_000 },
      ],
      addons: [{ id: 31, name: 'Cetak 10R', quantity: 1, revenue: 45_000 }],
      heatmap: weekHeatmap([1, 1, 1, 1, 1, 1, 1], { '1 10:20': 1, '4 10:40': 1 }),
      paymentMethods: [
        { method: 'qris', count: 1, amount: 390_000 },
        { method: 'cash', count: 1, amount: 295_000 },
      ],
      vouchers: [],
    });
  });
});

describe('the money received over time', () => {
  it('goes by ISO week, each labelled by its Monday, counting only the period’s days', () => {
    // Wednesday 4 November to Thursday 31 December: 58 days.
    expect(report('2026-11-04', '2026-12-31').series).toEqual({
      bucket: 'week',
      moneyReceived: [
        // 250.000 (5th) + 150.000 (6th) + 250.000 (8th); the 2nd and 3rd are before the period.
        { start: '2026-11-02T00:00:00.000Z', amount: 650_000 },
        // 12's balance, at 00:00 WIB on Monday 9 November.
        { start: '2026-11-09T00:00:00.000Z', amount: 150_000 },
        { start: '2026-11-16T00:00:00.000Z', amount: 0 },
        { start: '2026-11-23T00:00:00.000Z', amount: 0 },
        { start: '2026-11-30T00:00:00.000Z', amount: 0 },
        { start: '2026-12-07T00:00:00.000Z', amount: 0 },
        { start: '2026-12-14T00:00:00.000Z', amount: 0 },
        { start: '2026-12-21T00:00:00.000Z', amount: 0 },
        { start: '2026-12-28T00:00:00.000Z', amount: 0 },
      ],
    });
  });

  it('goes by month beyond 92 days', () => {
    // 1 October 2026 to 15 January 2027: 107 days.
    expect(report('2026-10-01', '2027-01-15').series).toEqual({
      bucket: 'month',
      moneyReceived: [
        // 150.000 (20th) + 300.000 (25th) + 295.000 (29th) + 390.000 (30th)
        { start: '2026-10-01T00:00:00.000Z', amount: 1_135_000 },
        // 275.000 + 360.000 + 250.000 + 150.000 + 250.000 + 150.000
        { start: '2026-11-01T00:00:00.000Z', amount: 1_435_000 },
        { start: '2026-12-01T00:00:00.000Z', amount: 0 },
        { start: '2027-01-01T00:00:00.000Z', amount: 0 },
      ],
    });
  });

  it.each([
    ['31 days', '2026-12-02', 'day', 31],
    ['32 days', '2026-12-03', 'week', 5],
    ['92 days', '2027-02-01', 'week', 14],
    ['93 days', '2027-02-02', 'month', 4],
  ])('over %s from Monday 2 November, goes by %s', (_, to, bucket, buckets) => {
    const { series } = report('2026-11-02', to);
    expect({ bucket: series.bucket, buckets: series.moneyReceived.length }).toEqual({ bucket, buckets });
  });
});

describe('an empty period', () => {
  it('counts nothing, and lists every slot of its open days', () => {
    // Monday 1 March 2027, after every booking; the previous period is Sunday 28 February.
    const empty = report('2027-03-01', '2027-03-01');
    expect(empty).toMatchObject({
      figures: {
        moneyReceived: 0,
        moneyOwed: 0,
        bookings: 0,
        averageBookingValue: 0,
        occupancy: 0,
        cancellations: 0,
        noShows: 0,
        refunds: { count: 0, amount: 0 },
      },
      series: { bucket: 'day', moneyReceived: [{ start: '2027-03-01T00:00:00.000Z', amount: 0 }] },
      byCategory: [],
      byPackage: [],
      addons: [],
      heatmap: weekHeatmap([1, 0, 0, 0, 0, 0, 0], {}),
      paymentMethods: [],
      vouchers: [],
    });
    expect(empty.previous.heatmap).toEqual(weekHeatmap([0, 0, 0, 0, 0, 0, 1], {}));
  });
});
