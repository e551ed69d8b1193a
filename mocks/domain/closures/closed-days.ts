/** Which days the studio is shut: what every booking and every move checks its day against. */
import { closureCovering } from '@/lib/rules/closed-days';
import type { ClosureRow, Db } from '@mocks/db/schema';

/** The closure a calendar day (its 00:00 UTC instant) falls in, if any; both ends of a closure are closed. */
export function closureOn(db: Db, day: string): ClosureRow | undefined {
  return closureCovering(db.closures, day);
}
