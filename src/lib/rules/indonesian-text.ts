/**
 * How money and moments are written in Indonesian, once for the screens (lib/format.ts) and the backend's
 * messages (reminders) alike. Written out by hand rather than with `Intl`: the same text in every browser,
 * the service worker and Node, and nothing to load.
 */
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
 * An instant as the studio's day and wall clock, to the minute: "Sabtu, 12 Desember 2026 pukul 10.20 WIB"
 * (Jakarta, whatever the machine's time zone).
 */
export function studioMomentText(instant: string | Date): string {
  const wallClock = studioWallClock(new Date(instant));
  const day = new Date(`${wallClock.slice(0, 10)}T00:00:00.000Z`);
  const date = `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  return `${date} pukul ${wallClock.slice(11, 13)}.${wallClock.slice(14, 16)} WIB`;
}
