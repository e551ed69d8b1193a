import { FIRST_SLOT, LAST_SLOT, minutesOf, SESSION_MINUTES, timeOf } from '@/lib/rules/slots';

export const FIRST_SLOT_MINUTES = minutesOf(FIRST_SLOT);
export const LAST_SLOT_MINUTES = minutesOf(LAST_SLOT);

/** The slot `steps` slots away, kept within opening hours. */
export function stepTime(time: string, steps: number): string {
  const next = minutesOf(time) + steps * SESSION_MINUTES;
  return timeOf(Math.min(LAST_SLOT_MINUTES, Math.max(FIRST_SLOT_MINUTES, next)));
}
