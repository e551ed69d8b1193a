/**
 * A customer's figures as the admin reads them, in the list, on their page and in the CSV export: one wording for
 * each, so the three never disagree.
 */
import { bookingChannelLabels } from '@/content/status-labels';
import type { Customer } from '@/lib/api/api-types';
import { csvFile, spreadsheetMoment, spreadsheetPhone } from '@/lib/csv';
import { formatShortCalendarDate, formatInstantTime } from '@/lib/format';
import { studioDayOf } from '@/lib/rules/studio-time';

/** How the first booking came in, or a dash before any. */
export const firstChannelText = (customer: Customer) =>
  customer.firstChannel === null ? '–' : bookingChannelLabels[customer.firstChannel];

/** An instant (a visit's start, a message's making) as a short day and time ("Sen, 14 Des 2026 10.20 WIB"), or a dash for none. */
export const momentText = (instant: string | null) =>
  instant === null ? '–' : `${formatShortCalendarDate(studioDayOf(new Date(instant)))} ${formatInstantTime(instant)}`;

/** The columns of the export, in order, each with its header. */
const CSV_HEADER = [
  'ID',
  'Nama',
  'WhatsApp',
  'Email',
  'Akun',
  'Saluran pertama',
  'Reservasi',
  'Dibayar (Rp)',
  'Kunjungan terakhir (WIB)',
  'Kunjungan berikutnya (WIB)',
  'Tidak hadir',
  'Batal mendadak',
  'Terdaftar sejak (WIB)',
];

/** The customers as a CSV file, in the order given. */
export function customersCsv(customers: readonly Customer[]): Blob {
  return csvFile(
    CSV_HEADER,
    customers.map((customer) => [
      customer.id,
      customer.name,
      spreadsheetPhone(customer.phone),
      customer.email,
      customer.hasAccount ? 'Ya' : 'Tidak',
      customer.firstChannel === null ? null : bookingChannelLabels[customer.firstChannel],
      customer.reservationCount,
      customer.paid,
      spreadsheetMoment(customer.lastVisit),
      spreadsheetMoment(customer.nextVisit),
      customer.noShows,
      customer.lateCancellations,
      spreadsheetMoment(customer.createdAt),
    ]),
  );
}
