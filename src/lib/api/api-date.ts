import type { Dayjs } from 'dayjs';

/** A calendar day as the API takes it: that day at 00:00 UTC. */
export function toApiDate(day: Dayjs): string {
  return `${day.format('YYYY-MM-DD')}T00:00:00.000Z`;
}
