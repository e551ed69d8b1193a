import type { Dayjs } from 'dayjs';

/** A calendar day as the API takes it: that day at 00:00 UTC. */
export function toApiDate(day: Dayjs): string {
  return `${day.format('YYYY-MM-DD')}T00:00:00.000Z`;
}

const STUDIO_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The studio's (Asia/Jakarta) calendar day of an instant, as YYYY-MM-DD. */
export function studioDay(instant: Date): string {
  return new Date(instant.getTime() + STUDIO_OFFSET_MS).toISOString().slice(0, 10);
}

/** When a slot on a calendar day starts, in the studio's time zone. */
export function slotStartsAt(apiDate: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new Date(apiDate).getTime() + (hours * 60 + minutes) * 60_000 - STUDIO_OFFSET_MS);
}

/** An instant as the studio's wall clock, "YYYY-MM-DDTHH:mm" (for pickers that show local date and time). */
export function studioWallClock(instant: Date): string {
  return new Date(instant.getTime() + STUDIO_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a studio wall-clock time "YYYY-MM-DDTHH:mm" names. */
export function instantAtStudioWallClock(wallClock: string): Date {
  return new Date(new Date(`${wallClock}:00.000Z`).getTime() - STUDIO_OFFSET_MS);
}
