/**
 * A customer's figures as the admin reads them, in the list, on their page and in the CSV export: one wording for
 * each, so the three never disagree.
 */
import { bookingChannelLabels } from '@/content/status-labels';
import type { Customer } from '@/lib/api/api-types';
import { csvFile } from '@/lib/csv';
import { formatShortCalendarDate, formatInstantTime } from '@/lib/format';
import { toWhatsAppNumber } from '@/lib/rules/phone-numbers';
import { studioDayOf, studioWallClock } from '@/lib/rules/studio-time';

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

/** An instant as a spreadsheet reads a date and time: "2026-12-14 10:20", in Jakarta. */
const spreadsheetMoment = (instant: string | null) =>
  instant === null ? null : studioWallClock(new Date(instant)).replace('T', ' ');

/**
 * A WhatsApp number as text no spreadsheet turns into a number or a formula: "0812 3456 7890" (with a leading zero
 * kept and no "+"); a number of another country as written.
 */
function spreadsheetPhone(phone: string): string {
  const digits = toWhatsAppNumber(phone);
  if (digits === undefined || !digits.startsWith('62')) return phone;
  return `0${digits.slice(2)}`.replace(/(\d{4})(?=\d)/g, '$1 ');
}

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
