import { minutesOf, SESSION_MINUTES } from './slots';

/** The studio's time zone: every instant is shown, and "today" and "already started" judged, as the studio sees it. */
export const STUDIO_TIME_ZONE = 'Asia/Jakarta';
/** Asia/Jakarta is UTC+7 all year, without daylight saving time, so the rules count with the offset alone. */
export const STUDIO_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** An instant as the studio's wall clock, "YYYY-MM-DDTHH:mm" (for pickers that show local date and time). */
export function studioWallClock(instant: Date): string {
  return new Date(instant.getTime() + STUDIO_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a studio wall-clock time "YYYY-MM-DDTHH:mm" names. */
export function instantAtStudioWallClock(wallClock: string): Date {
  return new Date(new Date(`${wallClock}:00.000Z`).getTime() - STUDIO_UTC_OFFSET_MS);
}

/** The studio's calendar day of an instant, as YYYY-MM-DD. */
export function studioDay(instant: Date): string {
  return studioWallClock(instant).slice(0, 10);
}

/** The studio's calendar day of an instant, as its 00:00 UTC ISO string (how reservation dates travel). */
export function studioDayOf(instant: Date): string {
  return `${studioDay(instant)}T00:00:00.000Z`;
}

/** The studio's calendar month of an instant, as `YYYY-MM`. */
export function studioMonthOf(instant: Date): string {
  return studioDay(instant).slice(0, 7);
}

/** The instant a slot starts: the calendar day's HH:mm in the studio's time zone. */
export function slotStart(day: string, time: string): Date {
  return new Date(Date.parse(day) + minutesOf(time) * MINUTE_MS - STUDIO_UTC_OFFSET_MS);
}

/** Whether a session (its calendar day at 00:00 UTC and its slot, HH:mm) has started by `now`. */
export function hasSessionStarted(session: { date: string; time: string }, now: Date): boolean {
  return slotStart(session.date, session.time) <= now;
}

/** Whether a session has ended by `now`: it lasts `SESSION_MINUTES` from its start. */
export function hasSessionEnded(session: { date: string; time: string }, now: Date): boolean {
  return slotStart(session.date, session.time).getTime() + SESSION_MINUTES * MINUTE_MS <= now.getTime();
}

/** A calendar day (its 00:00 UTC instant) moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString();
}

/** A calendar day's weekday as ISO 8601 counts it: 1 is Monday, 7 is Sunday. */
export function isoWeekday(day: string): number {
  return ((new Date(day).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week a calendar day falls in (the studio's weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}
