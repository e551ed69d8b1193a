import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod, ProofValidity, ReportHeatmapCell, ReservationStatus } from '@/lib/api/api-types';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { draftOf, insertRow, type Draft } from '@mocks/db/draft';
import { createEmptyDb, type UserRow } from '@mocks/db/schema';
import { expectRefusal } from '@mocks/test-kit/rules';
import type { Caller } from '../accounts/access';
import { reportSummary } from './report-summary';

/*
 * A small studio built row by row, so that every figure below is worked out by hand. The report asked for is the
 * week from Monday 2 to Sunday 8 November 2026; the one before it is Monday 26 October to Sunday 1 November.
 * The studio has three time slots and is closed on Wednesday 4 November.
 */

const NOW = new Date('2026-11-10T05:00:00.000Z');
const admin: Caller = { token: 'admin-token', now: NOW };
const customer: Caller = { token: 'customer-token', now: NOW };
const visitor: Caller = { token: undefined, now: NOW };

const FAMILY = { id: 1, name: 'Foto Keluarga' };
const GRADUATION = { id: 2, name: 'Wisuda' };
const SMALL_FAMILY = { id: 11, name: 'Keluarga Kecil', price: 300_000 };
const BIG_FAMILY = { id: 12, name: 'Keluarga Besar', price: 500_000 };
const GRADUATE = { id: 21, name: 'Wisuda Personal', price: 250_000 };
const PRINT = { id: 31, name: 'Cetak 10R', unit: 'lembar', price: 45_000 };
const FRAME = { id: 32, name: 'Bingkai', unit: 'buah', price: 100_000 };

function person(id: number, name: string, role: UserRow['role']): UserRow {
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@contoh.id`,
    phone: `08123456700${id}`,
    role,
    password: { algorithm: 'PBKDF2-SHA256', iterations: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' },
    reminderOptOuts: [],
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

interface Booking {
  id: number;
  day: string;
  time: string;
  status: ReservationStatus;
  category: { id: number; name: string };
  package: { id: number; name: string; price: number };
  /** The total as the backend priced it: the package, its add-ons, less a voucher's discount. */
  total: number;
  addons?: { addon: typeof PRINT; quantity: number }[];
  voucher?: { id: number; code: string; discount: number };
}

interface Proof {
  total: number;
  isValid: ProofValidity;
  method: PaymentMethod;
  at: string;
}

let db: Draft;
let nextDetailId = 1;
let nextProofId = 1;

function addBooking(booking: Booking): void {
  insertRow(db, 'reservations', {
    id: booking.id,
    userId: 2,
    date: `${booking.day}T00:00:00.000Z`,
    timeSlotId: 1,
    categoryId: booking.category.id,
    categoryPackageId: booking.package.id,
    status: booking.status,
    total: booking.total,
    channel: 'web',
    checkedInAt: null,
    cancellation: booking.status === 'cancelled' ? { at: '2026-10-01T00:00:00.000Z', by: 'admin' } : null,
    snapshot: {
      categoryName: booking.category.name,
      categoryImage: '/img/kategori.png',
      packageName: booking.package.name,
      packagePrice: booking.package.price,
      editedQuota: 10,
      time: booking.time,
    },
    policy: bookingPolicyOf(DEFAULT_SETTINGS),
    voucher: booking.voucher ?? null,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
  });
  for (const { addon, quantity } of booking.addons ?? []) {
    insertRow(db, 'reservationDetails', {
      id: nextDetailId++,
      reservationId: booking.id,
      categoryAddonId: addon.id,
      quantity,
      addonName: addon.name,
      addonUnit: addon.unit,
      addonPrice: addon.price,
    });
  }
}

/** A booking's transaction (id 100 + the booking's) with its proofs, each sent at an instant. */
function addPayment(reservationId: number, type: 'fullpayment' | 'downpayment', proofs: Proof[]): void {
  const transactionId = 100 + reservationId;
  insertRow(db, 'transactions', {
    id: transactionId,
    reservationId,
    type,
    status: 'unpaid',
    total: proofs[0]?.total ?? 0,
    expiredAt: '2026-12-31T00:00:00.000Z',
    createdAt: '2026-10-01T00:00:00.000Z',
  });
  for (const { total, isValid, method, at } of proofs) {
    insertRow(db, 'transactionDetails', {
      id: nextProofId++,
      transactionId,
      total,
      isValid,
      method,
      image: method === 'qris' ? '/files/bukti.png' : null,
      createdAt: at,
    });
  }
}

function addRefund(id: number, reservationId: number, amount: number, paidAt: string | null): void {
  insertRow(db, 'refunds', {
    id,
    reservationId,
    amount,
    paid: amount,
    percent: null,
    by: 'admin',
    reason: 'Fotografer sakit',
    bankAccount: null,
    status: paidAt === null ? 'waiting' : 'paid',
    method: paidAt === null ? null : 'transfer',
    paidAt: paidAt === null ? null : `${paidAt}T00:00:00.000Z`,
    image: null,
    paidBy: paidAt === null ? null : 1,
    createdAt: '2026-11-05T03:00:00.000Z',
  });
}

beforeEach(() => {
  db = draftOf(createEmptyDb());
  nextDetailId = 1;
  nextProofId = 1;
  insertRow(db, 'users', person(1, 'Admin Senja', 'admin'));
  insertRow(db, 'users', person(2, 'Dewi Lestari', 'user'));
  for (const [index, token] of ['admin-token', 'customer-token'].entries()) {
    const expiresAt = '2027-12-31T00:00:00.000Z';
    insertRow(db, 'tokens', { token, userId: index + 1, createdAt: NOW.toISOString(), expiresAt });
  }
  // Added out of order: the heatmap lists them by time all the same.
  insertRow(db, 'timeSlots', { id: 1, time: '11:00' });
  insertRow(db, 'timeSlots', { id: 2, time: '10:20' });
  insertRow(db, 'timeSlots', { id: 3, time: '10:40' });
  insertRow(db, 'closures', {
    id: 1,
    startDate: '2026-11-04T00:00:00.000Z',
    endDate: '2026-11-04T00:00:00.000Z',
    label: 'Perawatan Studio',
    note: '',
    createdAt: '2026-10-01T00:00:00.000Z',
  });

  // 1: a session after both periods, cancelled; its refund still waits. Paid on 20 October, before both periods.
  addBooking({
    id: 1,
    day: '2026-11-21',
    time: '10:20',
    status: 'cancelled',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(1, 'downpayment', [{ total: 150_000, isValid: 'true', method: 'qris', at: '2026-10-20T03:00:00.000Z' }]);
  addRefund(1, 1, 75_000, null);

  // The previous period.
  // 2: paid at 10:00 WIB on Sunday 25 October, the day before the previous period.
  addBooking({
    id: 2,
    day: '2026-10-26',
    time: '10:20',
    status: 'success',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(2, 'fullpayment', [{ total: 300_000, isValid: 'true', method: 'qris', at: '2026-10-25T03:00:00.000Z' }]);
  // 3: 250.000 + one print of 45.000, paid at the counter on Thursday 29 October.
  addBooking({
    id: 3,
    day: '2026-10-29',
    time: '10:40',
    status: 'success',
    category: GRADUATION,
    package: GRADUATE,
    total: 295_000,
    addons: [{ addon: PRINT, quantity: 1 }],
  });
  addPayment(3, 'fullpayment', [{ total: 295_000, isValid: 'true', method: 'cash', at: '2026-10-29T04:00:00.000Z' }]);
  // 4: cancelled after its only proof was rejected.
  addBooking({
    id: 4,
    day: '2026-11-01',
    time: '11:00',
    status: 'cancelled',
    category: FAMILY,
    package: BIG_FAMILY,
    total: 500_000,
  });
  addPayment(4, 'fullpayment', [{ total: 500_000, isValid: 'false', method: 'qris', at: '2026-10-30T05:00:00.000Z' }]);

  // The period asked for.
  // 5: 300.000 + two prints (90.000), paid on Friday 30 October, in the previous period.
  addBooking({
    id: 5,
    day: '2026-11-02',
    time: '10:20',
    status: 'success',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 390_000,
    addons: [{ addon: PRINT, quantity: 2 }],
  });
  addPayment(5, 'fullpayment', [{ total: 390_000, isValid: 'true', method: 'qris', at: '2026-10-30T03:00:00.000Z' }]);
  // 6: 500.000 + a frame (100.000) - SENJAHEMAT's 50.000; its down payment taken in cash at 09:00 on Monday 2 November.
  addBooking({
    id: 6,
    day: '2026-11-03',
    time: '10:40',
    status: 'pending',
    category: FAMILY,
    package: BIG_FAMILY,
    total: 550_000,
    addons: [{ addon: FRAME, quantity: 1 }],
    voucher: { id: 1, code: 'SENJAHEMAT', discount: 50_000 },
  });
  addPayment(6, 'downpayment', [{ total: 275_000, isValid: 'true', method: 'cash', at: '2026-11-02T02:00:00.000Z' }]);
  // 7: kept on the closed Wednesday; one proof rejected, the next still waiting.
  addBooking({
    id: 7,
    day: '2026-11-04',
    time: '10:20',
    status: 'pending',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(7, 'fullpayment', [
    { total: 300_000, isValid: 'false', method: 'qris', at: '2026-11-02T03:00:00.000Z' },
    { total: 300_000, isValid: null, method: 'qris', at: '2026-11-03T03:00:00.000Z' },
  ]);
  // 8: nobody came; paid through the gateway at 00:30 WIB on Thursday 5 November (still the 4th in UTC).
  addBooking({
    id: 8,
    day: '2026-11-05',
    time: '10:20',
    status: 'no-show',
    category: GRADUATION,
    package: GRADUATE,
    total: 250_000,
  });
  addPayment(8, 'fullpayment', [
    { total: 250_000, isValid: 'true', method: 'gateway', at: '2026-11-04T17:30:00.000Z' },
  ]);
  // 9: 250.000 + three prints (135.000) - WISUDAHEMAT's 25.000, paid at 23:59 WIB on Tuesday 3 November, then
  // cancelled by the studio and all of it paid back on Saturday 7 November.
  addBooking({
    id: 9,
    day: '2026-11-06',
    time: '11:00',
    status: 'cancelled',
    category: GRADUATION,
    package: GRADUATE,
    total: 360_000,
    addons: [{ addon: PRINT, quantity: 3 }],
    voucher: { id: 2, code: 'WISUDAHEMAT', discount: 25_000 },
  });
  addPayment(9, 'fullpayment', [{ total: 360_000, isValid: 'true', method: 'qris', at: '2026-11-03T16:59:59.999Z' }]);
  addRefund(2, 9, 360_000, '2026-11-07');
  // 10: booked, nothing paid yet.
  addBooking({
    id: 10,
    day: '2026-11-07',
    time: '10:20',
    status: 'pending',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  // 11: booked after the category was renamed; paid by transfer at the counter at 17:00 WIB on Sunday 8 November.
  addBooking({
    id: 11,
    day: '2026-11-08',
    time: '10:40',
    status: 'success',
    category: { id: GRADUATION.id, name: 'Wisuda & Kelulusan' },
    package: GRADUATE,
    total: 250_000,
  });
  addPayment(11, 'fullpayment', [
    { total: 250_000, isValid: 'true', method: 'transfer', at: '2026-11-08T10:00:00.000Z' },
  ]);

  // 12: a session after both periods; its down payment taken by the desk's QRIS at 12:00 WIB on Friday 6 November,
  // its balance in cash at 00:00 WIB on Monday 9 November, the first instant after the period.
  addBooking({
    id: 12,
    day: '2026-11-20',
    time: '10:20',
    status: 'pending',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(12, 'downpayment', [
    { total: 150_000, isValid: 'true', method: 'counter-qris', at: '2026-11-06T05:00:00.000Z' },
    { total: 150_000, isValid: 'true', method: 'cash', at: '2026-11-08T17:00:00.000Z' },
  ]);
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
