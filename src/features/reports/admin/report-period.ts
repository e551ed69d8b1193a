/**
 * The period a report covers, as the address keeps it (`?period=last-month`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * for a range of one's own) and as `GET /reports/summary` takes it: studio days (WIB), both included.
 */
import { addressDay } from '@/lib/rules/calendar-day';
import { DAY_MS, studioDayOf } from '@/lib/rules/studio-time';

export type PeriodChoice = 'this-month' | 'last-month' | 'this-year' | 'custom';

export const periodChoiceLabels: Record<PeriodChoice, string> = {
  'this-month': 'Bulan ini',
  'last-month': 'Bulan lalu',
  'this-year': 'Tahun ini',
  custom: 'Rentang sendiri',
};

/** The longest period the backend reports on, in days. */
export const MAX_REPORT_DAYS = 366;

export interface ReportPeriod {
  choice: PeriodChoice;
  /** The first day, as calendar days travel: `YYYY-MM-DDT00:00:00.000Z`. */
  from: string;
  /** The last day, included. */
  to: string;
}

const dayOf = (year: number, monthIndex: number, date: number) =>
  new Date(Date.UTC(year, monthIndex, date)).toISOString();

/** The days a preset covers on the studio's `today`: a month or a year up to its end, so the figures fill in as it goes. */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, today: string): ReportPeriod {
  const day = new Date(today);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  if (choice === 'this-year') return { choice, from: dayOf(year, 0, 1), to: dayOf(year, 11, 31) };
  const first = choice === 'this-month' ? month : month - 1;
  return { choice, from: dayOf(year, first, 1), to: dayOf(year, first + 1, 0) };
}

/** How many days a period holds. */
export const daysOf = ({ from, to }: Pick<ReportPeriod, 'from' | 'to'>) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Why a range of one's own cannot be reported on, or undefined when it can. */
export function customRangeRefusal(from: string, to: string): string | undefined {
  if (to < from) return 'Tanggal akhir tidak boleh sebelum tanggal awal';
  if (daysOf({ from, to }) > MAX_REPORT_DAYS) return `Periode laporan paling lama ${MAX_REPORT_DAYS} hari`;
  return undefined;
}

/** The period the address asks for on the studio's day at `now`: this month when it asks for none it can show. */
export function periodOf(params: URLSearchParams, now: Date): ReportPeriod {
  const today = studioDayOf(now);
  const from = addressDay(params.get('from'));
  const to = addressDay(params.get('to'));
  if (from && to && !customRangeRefusal(from, to)) return { choice: 'custom', from, to };
  const choice = params.get('period');
  if (choice === 'last-month' || choice === 'this-year') return presetPeriod(choice, today);
  return presetPeriod('this-month', today);
}

/** The address's query for a period: none for this month, the preset's name, or the days of one's own. */
export function periodSearch(period: ReportPeriod): string {
  if (period.choice === 'this-month') return '';
  if (period.choice !== 'custom') return `?period=${period.choice}`;
  return `?from=${period.from.slice(0, 10)}&to=${period.to.slice(0, 10)}`;
}
