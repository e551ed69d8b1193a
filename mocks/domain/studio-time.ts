/** The studio is in Asia/Jakarta: UTC+7 all year. "Today" and "already started" are judged there. */
export const STUDIO_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** The studio's calendar day of an instant, as its 00:00 UTC ISO string (how reservation dates travel). */
export function studioDayOf(instant: Date): string {
  const shifted = new Date(instant.getTime() + STUDIO_UTC_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

/** The studio's calendar month of an instant, as `YYYY-MM`. */
export function studioMonthOf(instant: Date): string {
  return studioDayOf(instant).slice(0, 7);
}

/** The instant a slot starts: the calendar day's HH:mm in the studio's time zone. */
export function slotStart(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new Date(day).getTime() + hours * HOUR_MS + minutes * 60_000 - STUDIO_UTC_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(new Date(day).getTime() + days * DAY_MS).toISOString();
}
