/** A photo session holds one slot: 20 minutes, and the day's slots follow each other at that step. */
export const SESSION_MINUTES = 20;

/** The earliest and the latest time a session may start (HH:mm): the time slot rules and the opening hours. */
export const FIRST_SLOT = '10:20';
export const LAST_SLOT = '19:40';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '10:20' -> 620: the minutes since midnight of a time of day. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 620 -> '10:20' */
export function timeOf(minutes: number): string {
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** Whether a time of day falls on the slots' step: a whole number of sessions after midnight (10:00, 10:20, 10:40). */
export function isOnSlotStep(time: string): boolean {
  return minutesOf(time) % SESSION_MINUTES === 0;
}

/** Every slot of the day: FIRST_SLOT to LAST_SLOT, one session apart. */
export function dailySlotTimes(): string[] {
  const times: string[] = [];
  for (let minutes = minutesOf(FIRST_SLOT); minutes <= minutesOf(LAST_SLOT); minutes += SESSION_MINUTES)
    times.push(timeOf(minutes));
  return times;
}
