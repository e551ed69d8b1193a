/** A photo session holds one slot: 20 minutes. */
export const SESSION_MINUTES = 20;

const MINUTES_PER_DAY = 24 * 60;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "10:20" -> "10:40": when a session starting at that slot time ends. */
export function sessionEndTime(start: string): string {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  const end = (hours * 60 + minutes + SESSION_MINUTES) % MINUTES_PER_DAY;
  return `${twoDigits(Math.floor(end / 60))}:${twoDigits(end % 60)}`;
}

/** "10:20" -> "10.20": a slot time written as Indonesian writes the time of day. */
export function formatClockTime(time: string): string {
  return time.replace(':', '.');
}

/** "10:20" -> "10.20–10.40 WIB": the session of a slot, from its start to its end, in the studio's time. */
export function formatSessionTime(start: string): string {
  return `${formatClockTime(start)}–${formatClockTime(sessionEndTime(start))} WIB`;
}
