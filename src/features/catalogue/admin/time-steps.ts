import { FIRST_SLOT, LAST_SLOT } from '../../../lib/slot-bounds';

export const SLOT_STEP_MINUTES = 20;

/** '10:20' -> 620 */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 620 -> '10:20' */
export function timeOf(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export const FIRST_SLOT_MINUTES = minutesOf(FIRST_SLOT);
export const LAST_SLOT_MINUTES = minutesOf(LAST_SLOT);

/** The slot `steps` steps of 20 minutes away, kept within opening hours. */
export function stepTime(time: string, steps: number): string {
  const next = minutesOf(time) + steps * SLOT_STEP_MINUTES;
  return timeOf(Math.min(LAST_SLOT_MINUTES, Math.max(FIRST_SLOT_MINUTES, next)));
}
