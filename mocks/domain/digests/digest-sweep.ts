/**
 * The upkeep's morning summary: from 07:00 WIB on each studio day, the first upkeep sends every admin the day's
 * summary, once. Run before every request, so it looks at the clock first and for the day's summary next, both
 * for nearly nothing, and counts the store only when a summary is due: once a day.
 */
import { slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import type { DigestRow, UserRow } from '@mocks/db/schema';
import { rowsGroupedBy, rowsWhere } from '../table-index';
import { digestFigures } from './digest-figures';
import { digestText } from './digest-text';

/** When the studio's day begins for the admin, WIB: as the quiet hours of the reminders end. */
const DIGEST_TIME = '07:00';

// Kept functions: a committed table's lookups are made once per function (table-index.ts).
const dayOfDigest = (row: DigestRow) => row.day;
const isAdmin = (row: UserRow) => row.role === 'admin';

/**
 * Makes the morning summary of the studio's today at `now`, one per admin account, when it is 07:00 WIB or later
 * and none was made for today: a day on which nobody called the backend gets none afterwards, and a clock moved
 * back to a day already summed up makes no second one. Answers how many it made.
 */
export function sendMorningDigest(db: Draft, now: Date): number {
  const day = studioDayOf(now);
  if (now.getTime() < slotStart(day, DIGEST_TIME).getTime()) return 0;
  if (rowsGroupedBy(db.digests, dayOfDigest).has(day)) return 0;
  // An admin signs in with their email: one without (none is made so) has no outbox to send to.
  const outboxes = rowsWhere(db.users, isAdmin).flatMap(({ id, email }) =>
    email === null ? [] : [{ userId: id, recipient: email }],
  );
  // Nobody to tell: the store is not counted, whatever the hour.
  if (outboxes.length === 0) return 0;
  const figures = digestFigures(db, now);
  const { subject, body } = digestText(day, figures);
  for (const outbox of outboxes) {
    insertRow(db, 'digests', {
      id: nextId(db, 'digests'),
      day,
      ...outbox,
      subject,
      body,
      figures,
      createdAt: now.toISOString(),
    });
  }
  return outboxes.length;
}
