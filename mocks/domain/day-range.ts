/**
 * Ranges of calendar days a read asks for in its query: `?startDate=…&endDate=…` (both needed), or `?from=…&to=…`
 * (the report's period, a list's filter), both days included.
 */
import { INVALID_DATE_MESSAGE, parseCalendarDay } from '@/lib/rules/calendar-day';
import { badRequest } from './errors';
import { queryValue } from './list-query';

const DAYS_REVERSED_MESSAGE = 'Tanggal awal harus sebelum tanggal akhir';

/** The first and last day of a range, as their 00:00 UTC instants (how reservation dates are stored). */
export interface DayRange {
  start: string;
  end: string;
}

/** The days from `startDate` to `endDate`, refused (400) when either is missing or no day, or the end is before the start. */
export function requireDayRange(query: URLSearchParams): DayRange {
  const start = parseCalendarDay(query.get('startDate'));
  const end = parseCalendarDay(query.get('endDate'));
  if (start === undefined || end === undefined || end < start) throw badRequest(INVALID_DATE_MESSAGE);
  return { start, end };
}

/** The first and last day `?from&to` name, as their 00:00 UTC instants; undefined where the range is open. */
export interface DayBounds {
  from: string | undefined;
  to: string | undefined;
}

/** A day the query names, in any form of a calendar day; undefined when empty or absent, as every filter takes it. */
function dayOf(query: URLSearchParams, name: string, invalidMessage: string): string | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  const day = parseCalendarDay(value);
  if (day === undefined) throw badRequest(invalidMessage);
  return day;
}

/**
 * The days `?from&to` name, either of them left open when empty or absent. Refused (400) when `from` is after `to`,
 * and with `invalidMessage` when one names no day: each read that takes them says which date it could not read.
 */
export function parseDayBounds(query: URLSearchParams, invalidMessage: string): DayBounds {
  const from = dayOf(query, 'from', invalidMessage);
  const to = dayOf(query, 'to', invalidMessage);
  if (from !== undefined && to !== undefined && from > to) throw badRequest(DAYS_REVERSED_MESSAGE);
  return { from, to };
}

/** Whether a calendar day (its 00:00 UTC instant) is within the bounds: on or after `from`, on or before `to`. */
export const isWithinDays = (day: string, { from, to }: DayBounds): boolean =>
  (from === undefined || from <= day) && (to === undefined || day <= to);
