/**
 * Reservation dates: a calendar day, written as `YYYY-MM-DD` or as that day's midnight UTC instant
 * (`YYYY-MM-DDT00:00:00.000Z`, or `YYYY-MM-DDT00:00:00Z` without the milliseconds). The forms and the
 * backend share these rules.
 */

/** A calendar day, optionally followed by its midnight UTC time with or without milliseconds. */
const CALENDAR_DAY_FORM = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.000)?Z)?$/;

export const INVALID_DATE_MESSAGE = 'Format tanggal tidak valid';

/**
 * The calendar day a date names, as its 00:00 UTC instant (how reservation dates travel and are stored),
 * or undefined when the date is not written in a calendar-day form or names no real day: "2027-02-31" is
 * refused rather than read as 3 March.
 */
export function parseCalendarDay(date: unknown): string | undefined {
  if (typeof date !== 'string') return undefined;
  const day = CALENDAR_DAY_FORM.exec(date)?.[1];
  return day !== undefined && isRealDay(day) ? `${day}T00:00:00.000Z` : undefined;
}

/** Whether a `YYYY-MM-DD` date names a real day: "2027-02-31" is no day, not 3 March. */
export function isRealDay(day: string): boolean {
  const midnight = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
}

/** Whether a date is a real calendar day in one of the accepted forms. */
export function isCalendarDay(date: unknown): date is string {
  return parseCalendarDay(date) !== undefined;
}

/**
 * A calendar day as a page's address writes it (`?from=2026-11-01`: `YYYY-MM-DD` only), as its 00:00 UTC instant,
 * or undefined when the address holds none or no real day.
 */
export function addressDay(value: string | null): string | undefined {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value) ? `${value}T00:00:00.000Z` : undefined;
}
