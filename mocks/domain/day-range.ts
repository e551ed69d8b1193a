/** A range of calendar days a read asks for in its query, `?startDate=…&endDate=…`, both days included. */
import { INVALID_DATE_MESSAGE, parseCalendarDay } from '@/lib/rules/calendar-day';
import { badRequest } from './errors';

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
