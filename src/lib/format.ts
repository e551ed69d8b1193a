/**
 * How the screens write money, days and moments in Indonesian. Money and a moment to the minute are also
 * written by the backend (its reminders), so those two come from rules/indonesian-text.ts, the one writer
 * both share; the rest only screens show, and Intl writes them.
 */
import { rupiahText, studioMomentText } from './rules/indonesian-text';
import { slotStart, STUDIO_TIME_ZONE } from './rules/studio-time';

/**
 * A formatter made on first use: making one loads the locale's data, which takes long enough that a page
 * should not pay for formatters it does not show, nor pay for them all while it starts.
 */
function onFirstUse<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined;
  return () => (made ??= make());
}

const longDate = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** Hours and minutes on a 24-hour clock, as the studio's clocks show them. */
const studioClock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: STUDIO_TIME_ZONE } as const;

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

const instantDayAndTime = dateFormat({ ...longDate, ...studioClock, second: '2-digit' });

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

/** An instant as the studio's day with 24-hour time and seconds: "Minggu, 22 November 2026 pukul 14.05.09". */
export function formatLongDateTime(instant: string | Date): string {
  return instantDayAndTime().format(new Date(instant));
}

/** An instant as the studio's day and wall clock, to the minute: "Selasa, 24 November 2026 pukul 04.50 WIB". */
export function formatStudioMoment(instant: string | Date): string {
  return studioMomentText(instant);
}

/** A session's start (its calendar day and slot) as the studio reads it: "Sabtu, 12 Desember 2026 pukul 10.20 WIB". */
export function formatSessionMoment(date: string, time: string): string {
  return formatStudioMoment(slotStart(date, time));
}
