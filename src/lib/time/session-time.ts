import { minutesOf, SESSION_MINUTES, timeOf } from '../rules/slots';

const MINUTES_PER_DAY = 24 * 60;

/** "10:20" -> "10:40": when a session starting at that slot time ends. */
export function sessionEndTime(start: string): string {
  return timeOf((minutesOf(start) + SESSION_MINUTES) % MINUTES_PER_DAY);
}
