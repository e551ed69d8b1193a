/** The reminders' world: two paid sessions on one day, a demo customer's and a fresh customer's. */
import { slotStart } from '@/lib/rules/studio-time';
import { dayFromRulesToday, DAY_MS } from './clock';
import { book, payInFull } from './rules';
import type { World } from './world';

/** The sessions' day: three days from the rules' today. */
export const SESSIONS_DAY = dayFromRulesToday(3);
/** A day before the 10:20 session, when its reminder falls due. */
export const FIRST_DUE = new Date(slotStart(SESSIONS_DAY, '10:20').getTime() - DAY_MS);
/** A day before the 11:00 session, an hour after the first: when its reminder falls due. */
export const SECOND_DUE = new Date(slotStart(SESSIONS_DAY, '11:00').getTime() - DAY_MS);

/** Books the demo customer at 10:20 and the fresh customer at 11:00 on SESSIONS_DAY, both paid in full. */
export function bookTwoPaidSessions(world: World): { own: number; other: number } {
  const own = book(world.db, world.as('customer'), { date: SESSIONS_DAY });
  const other = book(world.db, world.as('freshCustomer'), { date: SESSIONS_DAY, time: '11:00' });
  payInFull(world.db, world.as('customer'), world.as('admin'), own);
  payInFull(world.db, world.as('freshCustomer'), world.as('admin'), other);
  return { own, other };
}
