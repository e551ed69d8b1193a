/** The emulated inbox the demo panel shows: the latest emails the studio "sent", whoever they went to. */
import type { Reminder } from '@/lib/api/api-types';
import { newestFirst } from '@/lib/rules/ordering';
import type { Db } from '@mocks/db/schema';
import { ok, type Outcome } from '../outcome';
import { createViews } from '../views';

/** How many of the latest emails the inbox shows. */
export const DEMO_INBOX_SIZE = 10;
export const DEMO_INBOX_MESSAGE = 'Kotak masuk demo';

/**
 * `GET /__demo/inbox`: the latest emails sent to any customer, newest first, as `GET /reminders` orders
 * them. An email is sent when the upkeep makes it, so moving the demo clock past a reminder's due instant
 * puts it on top. Never a WhatsApp item (the admin's queue), nor a withdrawn reminder.
 */
export function demoInbox(db: Db): Outcome<Reminder[]> {
  const emails = db.reminders.filter((row) => row.channel === 'email' && row.withdrawnAt === null);
  const views = createViews(db);
  return ok(newestFirst(emails).slice(0, DEMO_INBOX_SIZE).map(views.reminder), DEMO_INBOX_MESSAGE);
}
