import { minutesOf, SESSION_MINUTES, timeOf } from '../rules/slots';

const MINUTES_PER_DAY = 24 * 60;

/** "10:20" -> "10:40": when a session starting at that slot time ends. */
export function sessionEndTime(start: string): string {
  return timeOf((minutesOf(start) + SESSION_MINUTES) % MINUTES_PER_DAY);
}

/** "10:20" -> "10.20": a slot time written as Indonesian writes the time of day. */
export function formatClockTime(time: string): string {
  return time.replace(':', '.');
}

/** "10:20" -> "10.20–10.40 WIB": the session of a slot, from its start to its end, in the studio's time. */
export function formatSessionTime(start: string): string {
  return `${formatClockTime(start)}–${formatClockTime(sessionEndTime(start))} WIB`;
}
