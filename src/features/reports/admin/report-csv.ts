/**
 * The report's two exports, as rows of a CSV file (src/lib/csv.ts says how the file is written): the period's
 * bookings as the reservations list has them, and the installments received in it as the report counts them.
 */
import type { ReportPayment, Reservation } from '@/lib/api/api-types';
import { bookingChannelLabels, paymentMethodLabels, reservationStatusLabels } from '@/content/status-labels';
import { spreadsheetMoment, spreadsheetPhone, type CsvCell } from '@/lib/csv';
import { bookingMoney } from '@/lib/rules/money';
import type { ReportPeriod } from './report-period';

/** A calendar day as both spreadsheets read a date: `YYYY-MM-DD`. */
const dayCell = (day: string) => day.slice(0, 10);

export const BOOKINGS_HEADER = [
  'No. Reservasi',
  'Tanggal Sesi',
  'Jam',
  'Pelanggan',
  'WhatsApp',
  'Email',
  'Kategori',
  'Paket',
  'Tambahan',
  'Status',
  'Cara Pesan',
  'Voucher',
  'Subtotal (Rp)',
  'Potongan (Rp)',
  'Total (Rp)',
  'Dibayar (Rp)',
  'Sisa (Rp)',
  'Dipesan (WIB)',
] as const;

/** One booking's row: what was booked as it was booked, and its money as every screen counts it. */
export function bookingRow(reservation: Reservation): CsvCell[] {
  const proofs = reservation.transactions.flatMap((transaction) => transaction.transaction_detail);
  const { paid, remaining } = bookingMoney(reservation.total, proofs);
  const addons = reservation.reservation_detail
    .map(({ quantity, categoryAddon }) => `${categoryAddon.name} ×${quantity}`)
    .join('; ');
  return [
    reservation.id,
    dayCell(reservation.date),
    reservation.timeSlot.time,
    reservation.user.name,
    spreadsheetPhone(reservation.user.phone),
    reservation.user.email,
    reservation.category.name,
    reservation.categoryPackage.name,
    addons,
    reservationStatusLabels[reservation.status].label,
    bookingChannelLabels[reservation.channel],
    reservation.voucherCode,
    reservation.subtotal,
    reservation.discount,
    reservation.total,
    paid,
    reservation.status === 'cancelled' ? 0 : remaining,
    spreadsheetMoment(reservation.createdAt),
  ];
}

/** The bookings of a period by session day and time, as the file lists them. */
export function bookingRows(reservations: readonly Reservation[]): CsvCell[][] {
  return reservations
    .toSorted((a, b) => a.date.localeCompare(b.date) || a.timeSlot.time.localeCompare(b.timeSlot.time) || a.id - b.id)
    .map(bookingRow);
}

export const PAYMENTS_HEADER = [
  'No. Pembayaran',
  'Diterima (WIB)',
  'No. Reservasi',
  'No. Transaksi',
  'Pelanggan',
  'Kategori',
  'Paket',
  'Tanggal Sesi',
  'Cicilan',
  'Metode',
  'Jumlah (Rp)',
] as const;

/** Which installment a payment was: the whole total, the down payment, or the balance after it. */
const installmentText = ({ type, installment }: Pick<ReportPayment, 'type' | 'installment'>) => {
  if (type === 'fullpayment') return 'Lunas';
  return installment === 1 ? 'DP 50%' : 'Pelunasan';
};

/** The installments received in a period, as the report counts them, in the order they came. */
export function paymentRows(payments: readonly ReportPayment[]): CsvCell[][] {
  return payments.map((payment) => [
    payment.id,
    spreadsheetMoment(payment.createdAt),
    payment.reservationId,
    payment.transactionId,
    payment.customerName,
    payment.categoryName,
    payment.packageName,
    dayCell(payment.date),
    installmentText(payment),
    paymentMethodLabels[payment.method],
    payment.amount,
  ]);
}

/** A file's name: what it holds and the period's days, e.g. `Reservasi_2026-12-01_2026-12-31.csv`. */
export const exportFileName = (what: string, { from, to }: Pick<ReportPeriod, 'from' | 'to'>) =>
  `${what}_${dayCell(from)}_${dayCell(to)}.csv`;
