/**
 * Spreadsheet files the admin exports (RFC 4180): UTF-8 with a byte-order mark, so that Excel, like Google Sheets,
 * reads Indonesian text as written; lines end in CRLF; a field with a comma, a quote or a line break is quoted.
 */

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
