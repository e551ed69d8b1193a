/**
 * Spreadsheet files the admin exports (RFC 4180): UTF-8 with a byte-order mark, so that Excel, like Google Sheets,
 * reads Indonesian text as written; lines end in CRLF; a field with a comma, a quote or a line break is quoted.
 */

import { toWhatsAppNumber } from './rules/phone-numbers';
import { studioWallClock } from './rules/studio-time';

export type CsvCell = string | number | null;

/** The byte-order mark that tells Excel the file is UTF-8 (without it, "é" and "–" come out garbled). */
const UTF8_BOM = '\uFEFF';

/**
 * Characters a spreadsheet reads as the start of a formula (OWASP, CSV injection): a cell of text that begins with
 * one is written after an apostrophe, so a name like "=HYPERLINK(…)" stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function fieldOf(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: the header line, then one line per row, each ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(fieldOf).join(',')}\r\n`).join('');
}

/** The file to save: the BOM, then the text. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([UTF8_BOM, csvText(header, rows)], { type: 'text/csv;charset=utf-8' });
}

/** An instant as a spreadsheet reads a date and time: "2026-12-14 10:20", in Jakarta; nothing for none. */
export const spreadsheetMoment = (instant: string | null) =>
  instant === null ? null : studioWallClock(new Date(instant)).replace('T', ' ');

/**
 * A WhatsApp number as text no spreadsheet turns into a number or a formula: "0812 3456 7890" (with a leading zero
 * kept and no "+"); a number of another country as written.
 */
export function spreadsheetPhone(phone: string): string {
  const digits = toWhatsAppNumber(phone);
  if (digits === undefined || !digits.startsWith('62')) return phone;
  return `0${digits.slice(2)}`.replace(/(\d{4})(?=\d)/g, '$1 ');
}
