/**
 * The days a report covers (`?from&to`, studio calendar days, both included), the period of as many days right
 * before them that it is compared with, and the buckets its money over time is told in.
 */
import type { ReportSeries } from '@/lib/api/api-types';
import { parseCalendarDay } from '@/lib/rules/calendar-day';
import { addDays, DAY_MS, mondayOf } from '@/lib/rules/studio-time';
import { badRequest } from '../errors';

const INVALID_REPORT_DATE_MESSAGE = 'Tanggal laporan tidak valid';
const REPORT_DATES_REVERSED_MESSAGE = 'Tanggal awal harus sebelum tanggal akhir';
const REPORT_TOO_LONG_MESSAGE = 'Periode laporan paling lama 366 hari';

/** A leap year's days: the longest period a report covers, so that any whole year fits. */
const MAX_REPORT_DAYS = 366;
/** The longest period told by day, then by ISO week: a month, then a quarter. */
const MAX_DAILY_DAYS = 31;
const MAX_WEEKLY_DAYS = 92;

/** Studio calendar days from `from` to `to`, both included, as their 00:00 UTC instants (as reservation dates). */
export interface Period {
  from: string;
  to: string;
}

type Bucket = ReportSeries['bucket'];

/** How many days a period holds, both ends included. */
export const daysIn = ({ from, to }: Period): number => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/**
 * The period `?from&to` names, refused (400) when a day is missing or no day, when `from` is after `to`, or when
 * it holds more than 366 days.
 */
export function requireReportPeriod(query: URLSearchParams): Period {
  const from = parseCalendarDay(query.get('from'));
  const to = parseCalendarDay(query.get('to'));
  if (from === undefined || to === undefined) throw badRequest(INVALID_REPORT_DATE_MESSAGE);
  if (from > to) throw badRequest(REPORT_DATES_REVERSED_MESSAGE);
  const period = { from, to };
  if (daysIn(period) > MAX_REPORT_DAYS) throw badRequest(REPORT_TOO_LONG_MESSAGE);
  return period;
}

/** The period of as many days that ends the day before `period` starts: what its figures are compared with. */
export function previousPeriod(period: Period): Period {
  const days = daysIn(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Whether a calendar day (its 00:00 UTC instant) is one of the period's. */
export const isInPeriod = (day: string, { from, to }: Period): boolean => from <= day && day <= to;

/** The bucket a period's money over time is told in: enough of them to read, never too many to draw. */
export function bucketOf(period: Period): Bucket {
  const days = daysIn(period);
  if (days <= MAX_DAILY_DAYS) return 'day';
  return days <= MAX_WEEKLY_DAYS ? 'week' : 'month';
}

/** The first day of the bucket a day falls in: the day itself, its week's Monday, or its month's first day. */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'week') return mondayOf(day);
  return `${day.slice(0, 7)}-01T00:00:00.000Z`;
}

function nextBucketStart(start: string, bucket: Bucket): string {
  if (bucket === 'day') return addDays(start, 1);
  if (bucket === 'week') return addDays(start, 7);
  const date = new Date(start);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString();
}

/** The first day of every bucket that holds a day of the period, in order. */
export function bucketStarts(period: Period, bucket: Bucket): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(period.from, bucket); start <= period.to; start = nextBucketStart(start, bucket))
    starts.push(start);
  return starts;
}
