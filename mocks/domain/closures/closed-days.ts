/** Which days the studio is shut: what every booking and every move checks its day against. */
import type { ClosureRow, Db } from '@mocks/db/schema';

export const closedDayMessage = (label: string) => `Studio tutup pada tanggal ini (${label})`;

/** The closure a calendar day (its 00:00 UTC instant) falls in, if any; both ends of a closure are closed. */
export function closureOn(db: Db, day: string): ClosureRow | undefined {
  return db.closures.find((closure) => closure.startDate <= day && day <= closure.endDate);
}
