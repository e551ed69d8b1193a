/**
 * How the screens write money, days and times in Indonesian. Money and every time are also written by the
 * backend (its reminders), so those come from rules/indonesian-text.ts, the one writer both share (its doc
 * says when a time carries "WIB"); the calendar days only screens show, and Intl writes them.
 */
import { clockText, rupiahText, studioMomentText, studioTimeSpanText, studioTimeText } from './rules/indonesian-text';
import { slotStart, studioWallClock } from './rules/studio-time';
import { sessionEndTime } from './time/session-time';

/**
 * A formatter made on first use: making one loads the locale's data, which takes long enough that a page
 * should not pay for formatters it does not show, nor pay for them all while it starts.
 */
function onFirstUse<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined;
  return () => (made ??= make());
}

const longDate = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** An Indonesian date formatter with these options, made on first use. */
const dateFormat = (options: Intl.DateTimeFormatOptions) => onFirstUse(() => new Intl.DateTimeFormat('id-ID', options));

const calendarDay = dateFormat({ ...longDate, timeZone: 'UTC' });

const shortCalendarDay = dateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 150000 -> "Rp 150.000" (Indonesian rupiah, no decimals). */
export function formatRupiah(amount: number): string {
  return rupiahText(amount);
}

/**
 * A reservation date travels as the calendar day at 00:00 UTC: "2026-11-22T00:00:00.000Z" ->
 * "Minggu, 22 November 2026".
 */
export function formatCalendarDate(isoDate: string): string {
  return calendarDay().format(new Date(isoDate));
}

/**
 * A reservation date where room is short, as in a list: "2026-11-22T00:00:00.000Z" -> "Min, 22 Nov 2026".
 * The day, month and year are joined by no-break spaces, so a narrow column breaks the line after the weekday only.
 */
export function formatShortCalendarDate(isoDate: string): string {
  return shortCalendarDay()
    .format(new Date(isoDate))
    .replace(/ (\S+) (\d+)$/, '\u00a0$1\u00a0$2');
}

/** Calendar days from `startDate` to `endDate`: "Sen, 14 Des 2026" for one, "Sen, 14 Des 2026 – Rab, 16 Des 2026" for more. */
export function formatShortDayRange(startDate: string, endDate: string): string {
  const first = formatShortCalendarDate(startDate);
  return startDate.slice(0, 10) === endDate.slice(0, 10) ? first : `${first} – ${formatShortCalendarDate(endDate)}`;
}

const dayAndMonth = dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day's day and month, short, as a chart's axis writes it: "2026-12-03T00:00:00.000Z" -> "3 Des". */
export function formatDayMonth(isoDate: string): string {
  return dayAndMonth().format(new Date(isoDate));
}

const monthAndYear = dateFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day's month and year, short: "2026-12-01T00:00:00.000Z" -> "Des 2026". */
export function formatMonthYear(isoDate: string): string {
  return monthAndYear().format(new Date(isoDate));
}

const compactNumber = onFirstUse(
  () => new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 }),
);

/** Rupiah where room is short, as a chart's axis writes it: 2400000 -> "Rp 2,4 jt", 350000 -> "Rp 350 rb". */
export function formatCompactRupiah(amount: number): string {
  return `Rp ${compactNumber().format(amount)}`;
}

/**
 * Calendar days from `startDate` to `endDate` without weekdays, the year written once when both share it:
 * "23 Okt – 22 Des 2026", "23–28 Okt 2026", "23 Okt 2026 – 22 Jan 2027", "23 Okt 2026" for one day. A day, its
 * month and year are joined by no-break spaces, so a narrow column breaks the line at the dash only.
 */
export function formatCompactDayRange(startDate: string, endDate: string): string {
  const dayMonthOf = (date: string) => dayAndMonth().format(new Date(date)).replace(' ', '\u00a0');
  const last = `${dayMonthOf(endDate)}\u00a0${endDate.slice(0, 4)}`;
  if (startDate.slice(0, 10) === endDate.slice(0, 10)) return last;
  if (startDate.slice(0, 7) === endDate.slice(0, 7)) return `${Number(startDate.slice(8, 10))}–${last}`;
  const first =
    startDate.slice(0, 4) === endDate.slice(0, 4)
      ? dayMonthOf(startDate)
      : `${dayMonthOf(startDate)}\u00a0${startDate.slice(0, 4)}`;
  return `${first} – ${last}`;
}

/** "14:00" -> "14.00": a slot's time bare, as a label in a grid of times (the slot picker, the week calendar). */
export function formatClockTime(time: string): string {
  return clockText(time);
}

/** "14:00" -> "14.00 WIB": a booking's start time where its day is written beside it. */
export function formatStudioTime(time: string): string {
  return studioTimeText(time);
}

/** "10:20" -> "10.20–10.40 WIB": the session of a slot, from its start to its end. */
export function formatSessionTime(start: string): string {
  return studioTimeSpanText(start, sessionEndTime(start));
}

/** "10:20", "20:00" -> "10.20–20.00 WIB": a span of the studio's day. */
export function formatTimeSpan(from: string, until: string): string {
  return studioTimeSpanText(from, until);
}

/** An instant's time of day in the studio, where its day goes without saying (today): "11.45 WIB". */
export function formatInstantTime(instant: string | Date): string {
  return studioTimeText(studioWallClock(new Date(instant)).slice(11));
}

/** An instant as the studio's day and wall clock, to the second: "Minggu, 22 November 2026 pukul 14.05.09 WIB". */
export function formatLongDateTime(instant: string | Date): string {
  return studioMomentText(instant, { seconds: true });
}

/** An instant as the studio's day and wall clock, to the minute: "Selasa, 24 November 2026 pukul 04.50 WIB". */
export function formatStudioMoment(instant: string | Date): string {
  return studioMomentText(instant);
}

/** A session's start (its calendar day and slot) as the studio reads it: "Sabtu, 12 Desember 2026 pukul 10.20 WIB". */
export function formatSessionMoment(date: string, time: string): string {
  return formatStudioMoment(slotStart(date, time));
}

/** What a package promises of its photos: "10 foto edit", or "Tanpa foto edit" when it edits none. */
export function formatEditedQuota(editedQuota: number): string {
  return editedQuota === 0 ? 'Tanpa foto edit' : `${editedQuota} foto edit`;
}
