import { QUIET_HOURS } from '@/lib/rules/reminders';
import { minutesOf } from '@/lib/rules/slots';
import { DAY_MS, MINUTE_MS, STUDIO_UTC_OFFSET_MS } from '@/lib/rules/studio-time';

/** Where the quiet hours start and end, in milliseconds after the studio's midnight. */
const QUIET_FROM_MS = minutesOf(QUIET_HOURS.from) * MINUTE_MS;
const QUIET_UNTIL_MS = minutesOf(QUIET_HOURS.until) * MINUTE_MS;

/** How far `instant` is past the studio's midnight, in milliseconds. */
const sinceStudioMidnight = (instant: number) => (((instant + STUDIO_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;

/** Whether `instant` is in the quiet hours (21:00 to 07:00 WIB), when no reminder is sent. */
export function isQuietHour(instant: number): boolean {
  const sinceMidnight = sinceStudioMidnight(instant);
  return sinceMidnight < QUIET_UNTIL_MS || sinceMidnight >= QUIET_FROM_MS;
}

/**
 * When a reminder due at `due` is sent, given the quiet hours (21:00 to 07:00 WIB, when nothing falls due):
 * `due` itself outside them; inside them, the 07:00 that ends them. When that 07:00 is at or after `event`
 * (the deadline or session the reminder warns of), too late to help, it comes the evening before instead,
 * at 20:59, the last minute before the quiet hours began. Plain arithmetic on epoch milliseconds (Jakarta
 * keeps UTC+7 all year): the upkeep asks it for every booking that may remind.
 */
export function outsideQuietHours(due: number, event?: number): number {
  if (!isQuietHour(due)) return due;
  const sinceMidnight = sinceStudioMidnight(due);
  const midnight = due - sinceMidnight;
  const quietStarted = sinceMidnight >= QUIET_FROM_MS ? midnight + QUIET_FROM_MS : midnight - DAY_MS + QUIET_FROM_MS;
  const morning = quietStarted - QUIET_FROM_MS + DAY_MS + QUIET_UNTIL_MS;
  if (event === undefined || morning < event) return morning;
  return quietStarted - MINUTE_MS;
}
