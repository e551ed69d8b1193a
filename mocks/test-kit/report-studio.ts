/**
 * A small studio built row by row, so that every figure of a report over it is worked out by hand (the report's
 * tests). Their week is Monday 2 to Sunday 8 November 2026; the one before it is Monday 26 October to Sunday 1
 * November. The studio has three time slots and is closed on Wednesday 4 November.
 */
import type { PaymentMethod, ProofValidity, ReservationStatus } from '@/lib/api/api-types';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { draftOf, insertRow, nextId, type Draft } from '../db/draft';
import { createEmptyDb, type UserRow } from '../db/schema';
import type { Caller } from '../domain/accounts/access';

const NOW = new Date('2026-11-10T05:00:00.000Z');

/** Who asks for a report of the studio, after its last payment. */
export const reportCallers = {
  admin: { token: 'admin-token', now: NOW },
  customer: { token: 'customer-token', now: NOW },
  visitor: { token: undefined, now: NOW },
} satisfies Record<string, Caller>;

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

function addBooking(db: Draft, booking: Booking): void {
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
      id: nextId(db, 'reservationDetails'),
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
function addPayment(db: Draft, reservationId: number, type: 'fullpayment' | 'downpayment', proofs: Proof[]): void {
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
      id: nextId(db, 'transactionDetails'),
      transactionId,
      total,
      isValid,
      method,
      image: method === 'qris' ? '/files/bukti.png' : null,
      createdAt: at,
    });
  }
}

function addRefund(db: Draft, id: number, reservationId: number, amount: number, paidAt: string | null): void {
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

/** A fresh copy of the studio, with its admin (`admin-token`) and customer (`customer-token`) signed in. */
export function reportStudio(): Draft {
  const db = draftOf(createEmptyDb());
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
  addBooking(db, {
    id: 1,
    day: '2026-11-21',
    time: '10:20',
    status: 'cancelled',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(db, 1, 'downpayment', [
    { total: 150_000, isValid: 'true', method: 'qris', at: '2026-10-20T03:00:00.000Z' },
  ]);
  addRefund(db, 1, 1, 75_000, null);

  // The previous period.
  // 2: paid at 10:00 WIB on Sunday 25 October, the day before the previous period.
  addBooking(db, {
    id: 2,
    day: '2026-10-26',
    time: '10:20',
    status: 'success',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(db, 2, 'fullpayment', [
    { total: 300_000, isValid: 'true', method: 'qris', at: '2026-10-25T03:00:00.000Z' },
  ]);
  // 3: 250.000 + one print of 45.000, paid at the counter on Thursday 29 October.
  addBooking(db, {
    id: 3,
    day: '2026-10-29',
    time: '10:40',
    status: 'success',
    category: GRADUATION,
    package: GRADUATE,
    total: 295_000,
    addons: [{ addon: PRINT, quantity: 1 }],
  });
  addPayment(db, 3, 'fullpayment', [
    { total: 295_000, isValid: 'true', method: 'cash', at: '2026-10-29T04:00:00.000Z' },
  ]);
  // 4: cancelled after its only proof was rejected.
  addBooking(db, {
    id: 4,
    day: '2026-11-01',
    time: '11:00',
    status: 'cancelled',
    category: FAMILY,
    package: BIG_FAMILY,
    total: 500_000,
  });
  addPayment(db, 4, 'fullpayment', [
    { total: 500_000, isValid: 'false', method: 'qris', at: '2026-10-30T05:00:00.000Z' },
  ]);

  // The period asked for.
  // 5: 300.000 + two prints (90.000), paid on Friday 30 October, in the previous period.
  addBooking(db, {
    id: 5,
    day: '2026-11-02',
    time: '10:20',
    status: 'success',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 390_000,
    addons: [{ addon: PRINT, quantity: 2 }],
  });
  addPayment(db, 5, 'fullpayment', [
    { total: 390_000, isValid: 'true', method: 'qris', at: '2026-10-30T03:00:00.000Z' },
  ]);
  // 6: 500.000 + a frame (100.000) - SENJAHEMAT's 50.000; its down payment taken in cash at 09:00 on Monday 2 November.
  addBooking(db, {
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
  addPayment(db, 6, 'downpayment', [
    { total: 275_000, isValid: 'true', method: 'cash', at: '2026-11-02T02:00:00.000Z' },
  ]);
  // 7: kept on the closed Wednesday; one proof rejected, the next still waiting.
  addBooking(db, {
    id: 7,
    day: '2026-11-04',
    time: '10:20',
    status: 'pending',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(db, 7, 'fullpayment', [
    { total: 300_000, isValid: 'false', method: 'qris', at: '2026-11-02T03:00:00.000Z' },
    { total: 300_000, isValid: null, method: 'qris', at: '2026-11-03T03:00:00.000Z' },
  ]);
  // 8: nobody came; paid through the gateway at 00:30 WIB on Thursday 5 November (still the 4th in UTC).
  addBooking(db, {
    id: 8,
    day: '2026-11-05',
    time: '10:20',
    status: 'no-show',
    category: GRADUATION,
    package: GRADUATE,
    total: 250_000,
  });
  addPayment(db, 8, 'fullpayment', [
    { total: 250_000, isValid: 'true', method: 'gateway', at: '2026-11-04T17:30:00.000Z' },
  ]);
  // 9: 250.000 + three prints (135.000) - WISUDAHEMAT's 25.000, paid at 23:59 WIB on Tuesday 3 November, then
  // cancelled by the studio and all of it paid back on Saturday 7 November.
  addBooking(db, {
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
  addPayment(db, 9, 'fullpayment', [
    { total: 360_000, isValid: 'true', method: 'qris', at: '2026-11-03T16:59:59.999Z' },
  ]);
  addRefund(db, 2, 9, 360_000, '2026-11-07');
  // 10: booked, nothing paid yet.
  addBooking(db, {
    id: 10,
    day: '2026-11-07',
    time: '10:20',
    status: 'pending',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  // 11: booked after the category was renamed; paid by transfer at the counter at 17:00 WIB on Sunday 8 November.
  addBooking(db, {
    id: 11,
    day: '2026-11-08',
    time: '10:40',
    status: 'success',
    category: { id: GRADUATION.id, name: 'Wisuda & Kelulusan' },
    package: GRADUATE,
    total: 250_000,
  });
  addPayment(db, 11, 'fullpayment', [
    { total: 250_000, isValid: 'true', method: 'transfer', at: '2026-11-08T10:00:00.000Z' },
  ]);

  // 12: a session after both periods; its down payment taken by the desk's QRIS at 12:00 WIB on Friday 6 November,
  // its balance in cash at 00:00 WIB on Monday 9 November, the first instant after the period.
  addBooking(db, {
    id: 12,
    day: '2026-11-20',
    time: '10:20',
    status: 'pending',
    category: FAMILY,
    package: SMALL_FAMILY,
    total: 300_000,
  });
  addPayment(db, 12, 'downpayment', [
    { total: 150_000, isValid: 'true', method: 'counter-qris', at: '2026-11-06T05:00:00.000Z' },
    { total: 150_000, isValid: 'true', method: 'cash', at: '2026-11-08T17:00:00.000Z' },
  ]);
  return db;
}
