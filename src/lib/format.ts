const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** The studio's time zone: every instant is shown as the studio sees it. */
export const STUDIO_TIME_ZONE = 'Asia/Jakarta';

const calendarDay = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const instantDay = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STUDIO_TIME_ZONE,
});

const instantDayAndTime = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: STUDIO_TIME_ZONE,
});

/** 150000 -> "Rp 150.000" (Indonesian rupiah, no decimals). */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount);
}

/**
 * A reservation date travels as the calendar day at 00:00 UTC: "2026-11-22T00:00:00.000Z" ->
 * "Minggu, 22 November 2026".
 */
export function formatCalendarDate(isoDate: string): string {
  return calendarDay.format(new Date(isoDate));
}

/** An instant as the studio's day: "Minggu, 22 November 2026". */
export function formatLongDate(instant: string | Date): string {
  return instantDay.format(new Date(instant));
}

/** An instant as the studio's day with 24-hour time and seconds: "Minggu, 22 November 2026 pukul 14.05.09". */
export function formatLongDateTime(instant: string | Date): string {
  return instantDayAndTime.format(new Date(instant));
}
