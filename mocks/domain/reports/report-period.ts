/**
 * The days a report covers (`?from&to`, studio calendar days, both included), the period right before them that
 * it is compared with, the day of it each payment's money falls on, and the buckets its money over
 * time is told in.
 */
import type { ReportSeries } from '@/lib/api/api-types';
import { isAcceptedProof } from '@/lib/rules/proofs';
import { addDays, DAY_MS, mondayOf, slotStart } from '@/lib/rules/studio-time';
import type { TransactionDetailRow } from '@mocks/db/schema';
import { parseDayBounds } from '../day-range';
import { badRequest } from '../errors';

const INVALID_REPORT_DATE_MESSAGE = 'Tanggal laporan tidak valid';
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
  const { from, to } = parseDayBounds(query, INVALID_REPORT_DATE_MESSAGE);
  if (from === undefined || to === undefined) throw badRequest(INVALID_REPORT_DATE_MESSAGE);
  const period = { from, to };
  if (daysIn(period) > MAX_REPORT_DAYS) throw badRequest(REPORT_TOO_LONG_MESSAGE);
  return period;
}

/** A calendar day's year and month, counted in months: 2026-12 is 2026 × 12 + 11. */
const monthIndexOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The first day of the month `monthIndex` (as `monthIndexOf` counts). */
const firstOfMonth = (monthIndex: number) =>
  new Date(Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, 1)).toISOString();

/**
 * What a period's figures are compared with, ending the day before it starts: as many whole calendar months when
 * it is whole months (December with November, a year with the year before, though their days differ), as many
 * days otherwise.
 */
export function previousPeriod(period: Period): Period {
  const to = addDays(period.from, -1);
  const isWholeMonths = period.from.slice(8, 10) === '01' && addDays(period.to, 1).slice(8, 10) === '01';
  if (isWholeMonths) {
    const months = monthIndexOf(period.to) - monthIndexOf(period.from) + 1;
    return { from: firstOfMonth(monthIndexOf(period.from) - months), to };
  }
  return { from: addDays(period.from, -daysIn(period)), to };
}

/** Whether a calendar day (its 00:00 UTC instant) is one of the period's. */
export const isInPeriod = (day: string, { from, to }: Period): boolean => from <= day && day <= to;

/**
 * Where the money of each installment falls in a period: the period's day (0 for its first) of its proof's
 * `createdAt` in Jakarta, or undefined for a proof not accepted or made on no day of the period. A customer sends a
 * proof once the money is paid, the admin records a counter payment as it is taken, and a gateway payment becomes a
 * proof when it is applied or accepted: the admin's decision may come later, the money was the studio's by then.
 * Jakarta keeps no daylight saving time, so a studio day is 24 hours from the instant it starts: the day of an
 * instant is counted from the period's start, with no date made for each of thousands of proofs.
 */
export function paymentDayIn(period: Period): (proof: TransactionDetailRow) => number | undefined {
  const start = slotStart(period.from, '00:00').getTime();
  const days = daysIn(period);
  return (proof) => {
    if (!isAcceptedProof(proof)) return undefined;
    const dayIndex = Math.floor((Date.parse(proof.createdAt) - start) / DAY_MS);
    return dayIndex >= 0 && dayIndex < days ? dayIndex : undefined;
  };
}

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
