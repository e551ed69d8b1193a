import type { ClosedDays } from '@/lib/api/api-types';
import type { StatusLabel } from '@/content/status-labels';
import { formatShortDayRange } from '@/lib/format';
import { DAY_MS } from '@/lib/rules/studio-time';

/** The first and last day of a closure, both closed, as 00:00 UTC instants. */
export type DayRange = Pick<ClosedDays, 'startDate' | 'endDate'>;

/** Where a closure stands against the studio's today. */
export type ClosurePeriod = 'current' | 'upcoming' | 'past';

export const closurePeriodLabels: Record<ClosurePeriod, StatusLabel> = {
  current: { label: 'Sedang tutup', tone: 'error' },
  upcoming: { label: 'Akan datang', tone: 'info' },
  past: { label: 'Sudah lewat', tone: 'default' },
};

const dayOf = (date: string) => date.slice(0, 10);

/** How many days a closure covers, both ends included. */
export function dayCount({ startDate, endDate }: DayRange): number {
  return Math.round((Date.parse(dayOf(endDate)) - Date.parse(dayOf(startDate))) / DAY_MS) + 1;
}

/** "Sen, 14 Des 2026" for one day; "Sen, 14 Des 2026 – Rab, 16 Des 2026" for a range. */
export function formatDayRange(range: DayRange): string {
  return formatShortDayRange(range.startDate, range.endDate);
}

/** Whether a closure is over, going on, or ahead on the studio's `today` (`YYYY-MM-DD`). */
export function closurePeriod(range: DayRange, today: string): ClosurePeriod {
  if (dayOf(range.endDate) < today) return 'past';
  return dayOf(range.startDate) <= today ? 'current' : 'upcoming';
}

/** The closures going on or ahead first, soonest first, then those over, latest first. */
export function upcomingFirst<Range extends DayRange>(closures: readonly Range[], today: string): Range[] {
  const ahead = closures.filter((closure) => closurePeriod(closure, today) !== 'past');
  const over = closures.filter((closure) => closurePeriod(closure, today) === 'past');
  const byStart = (a: Range, b: Range) => a.startDate.localeCompare(b.startDate);
  return [...ahead.sort(byStart), ...over.sort(byStart).reverse()];
}
