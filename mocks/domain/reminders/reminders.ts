/** The reminders as the API shows them: the emails sent, and the admin's WhatsApp queue. */
import type { Reminder } from '@/lib/api/api-types';
import { REMINDER_CHANNELS } from '@/lib/rules/reminders';
import { updateRow, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { findOr404, requireAdmin, signedIn, type Caller } from '../accounts/access';
import { conflict } from '../errors';
import { ok, type Outcome } from '../outcome';
import { createViews, userNames } from '../views';
import { choiceOf, listed, parseListQuery, searched } from '../list-query';
import { reminderStatus } from './reminder-sweep';
import { rowsNewestFirst } from '../table-index';

export const REMINDER_FILTER_INVALID_MESSAGE = 'Filter pengingat tidak valid';
export const REMINDERS_MESSAGE = 'Berhasil mengambil data pengingat';
export const MARKED_SENT_MESSAGE = 'Pengingat ditandai terkirim';
export const EMAIL_SENT_BY_ITSELF_MESSAGE = 'Email terkirim otomatis dan tidak perlu ditandai';
export const NO_LONGER_DUE_MESSAGE = 'Pengingat ini sudah tidak berlaku';

const STATUSES = ['due', 'sent'] as const;

/** The filters of `GET /reminders`, checked. */
function filtersOf(query: URLSearchParams) {
  return {
    channel: choiceOf(query, 'channel', REMINDER_CHANNELS, REMINDER_FILTER_INVALID_MESSAGE),
    status: choiceOf(query, 'status', STATUSES, REMINDER_FILTER_INVALID_MESSAGE),
  };
}

/**
 * `GET /reminders`: a customer reads the emails sent to them, an admin every reminder, both channels;
 * `channel` and `status` narrow it (`?channel=whatsapp&status=due` is the admin's queue), `q` looks in the booking's
 * id, the customer's name and the subject. Newest first; a withdrawn WhatsApp item is never listed. The whole of
 * it, or one page (docs/api.md, Lists).
 */
export function listReminders(db: Db, caller: Caller, query: URLSearchParams): Outcome<Reminder[]> {
  const user = signedIn(db, caller);
  const { paging, search } = parseListQuery(query);
  const { channel, status } = filtersOf(query);
  const visible = rowsNewestFirst(db.reminders).filter(
    (row) =>
      row.withdrawnAt === null &&
      (user.role === 'admin' || (row.userId === user.id && row.channel === 'email')) &&
      (channel === undefined || row.channel === channel) &&
      (status === undefined || reminderStatus(row) === status),
  );
  const names = userNames(db);
  const found = searched(visible, search, (row) => ({
    id: row.reservationId,
    texts: [names.get(row.userId) ?? '', row.subject],
  }));
  return listed(found, paging, createViews(db).reminder, REMINDERS_MESSAGE);
}

/**
 * `PATCH /reminder/{id}/sent`: the admin sent a queued WhatsApp reminder by hand. Marking one already
 * sent answers it as it is; an email (sent when made) and an item withdrawn from the queue are refused.
 */
export function markReminderSent(db: Draft, caller: Caller, id: unknown): Outcome<Reminder> {
  requireAdmin(db, caller);
  const row = findOr404(db.reminders, id);
  if (row.channel === 'email') throw conflict(EMAIL_SENT_BY_ITSELF_MESSAGE);
  if (row.withdrawnAt !== null) throw conflict(NO_LONGER_DUE_MESSAGE);
  const sent = row.sentAt === null ? updateRow(db, 'reminders', row, { sentAt: caller.now.toISOString() }) : row;
  return ok(createViews(db).reminder(sent), MARKED_SENT_MESSAGE);
}
