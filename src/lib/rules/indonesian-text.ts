/**
 * How money and times are written in Indonesian, once for the screens (lib/format.ts) and the backend's
 * messages (reminders) alike. Written out by hand rather than with `Intl`: the same text in every browser,
 * the service worker and Node, and nothing to load.
 */
import { minutesOf, timeOf } from './slots';
import { studioWallClock } from './studio-time';

const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
/** The months' names, January first. */
export const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** The space between "Rp" and the amount: a no-break space, so the two never part at a line's end. */
const NO_BREAK_SPACE = '\u00a0';

/** 175000 -> "Rp 175.000": whole rupiah, dots between thousands, "-Rp 5.000" below zero (as `Intl` writes id-ID). */
export function rupiahText(amount: number): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && digits !== '0' ? '-' : ''}Rp${NO_BREAK_SPACE}${digits}`;
}

/**
 * How a time is written, here once for every screen and every message of the backend. The hours and the
 * minutes, two digits each on a 24-hour clock, joined by a dot: "09.05", "14.00", "00.00" at midnight.
 *
 * "WIB" (the studio's zone, Asia/Jakarta) follows a time wherever it names a moment: a session's start or its
 * span, a deadline, when something was sent or moved, the studio's clock, its opening hours. A time stands
 * bare only as a label in a grid of times the screen already places in the studio's day: the options of the
 * slot picker, the rows of the admin's week calendar. A sentence naming two times writes the zone once, after
 * the second ("antara pukul 21.00 dan 07.00 WIB").
 *
 * Not written here: the spec's own strings, which spell a slot's time HH:mm ("Waktu harus dalam format HH:mm
 * (contoh, 11:00)", "Waktu harus diantara 10:20 dan 19:40"), and so the admin's time-slot page, where a slot's
 * time is the value the admin enters and checks against those messages; and machine formats (ISO instants,
 * iCalendar files).
 */
const STUDIO_ZONE = 'WIB';

/** "14:00" -> "14.00", "9:05" -> "09.05": a time of day (HH:mm) without its zone, for a grid's labels. */
export function clockText(time: string): string {
  return timeOf(minutesOf(time)).replace(':', '.');
}

/** "14:00" -> "14.00 WIB": a time of day (HH:mm) in the studio's zone. */
export function studioTimeText(time: string): string {
  return `${clockText(time)} ${STUDIO_ZONE}`;
}

/** "10:20", "10:40" -> "10.20–10.40 WIB": a span of the studio's day, its zone written once. */
export function studioTimeSpanText(from: string, until: string): string {
  return `${clockText(from)}–${studioTimeText(until)}`;
}

/** A studio day (00:00 UTC of the calendar day, as reservations and albums keep it): "Jumat, 4 Desember 2026". */
export function calendarDayText(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00.000Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * An instant as the studio's day and wall clock, to the minute: "Sabtu, 12 Desember 2026 pukul 10.20 WIB"
 * (Jakarta, whatever the machine's time zone); to the second with `seconds`: "… pukul 10.20.09 WIB".
 */
export function studioMomentText(instant: string | Date, { seconds = false } = {}): string {
  const moment = new Date(instant);
  const wallClock = studioWallClock(moment);
  const date = calendarDayText(wallClock);
  const time = clockText(wallClock.slice(11)) + (seconds ? `.${String(moment.getUTCSeconds()).padStart(2, '0')}` : '');
  return `${date} pukul ${time} ${STUDIO_ZONE}`;
}
