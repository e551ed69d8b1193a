/**
 * The upkeep's reminders: by the backend's clock, each reminder that has fallen due is made once, outside the
 * quiet hours, as an email (sent at once) and a WhatsApp item for the admin's queue; a queued item that no
 * longer applies leaves the queue. Run before every read and change, so it looks only at what can have a reminder now.
 */
import { installmentDue, type InstallmentDue } from '@/lib/rules/installment-due';
import { bookingMoney } from '@/lib/rules/money';
import { validProofCount } from '@/lib/rules/proofs';
import { REVIEW_REQUEST_WINDOW_DAYS } from '@/lib/rules/reminders';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import type { ReminderKind } from '@/lib/api/api-types';
import { insertRow, nextId, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReminderRow, ReservationRow, UserRow } from '@mocks/db/schema';
import { dueBookingOf, priceAsBooked, sessionStartOf } from '../reservations/reservation-records';
import { factsOf as albumFactsOf, recordOf } from '../albums/albums';
import { isQuietHour } from './quiet-hours';
import { currentSettings } from '../settings/settings';
import { applicableReminders, type BookingFacts, type ReminderPlan } from './reminder-plans';
import { reminderText } from './reminder-texts';
import { byReservation, byStatus, byTransaction, rowsById, rowsGroupedBy, rowsWhere } from '../table-index';

/** What makes a reminder once only: its booking, kind and due instant (epoch milliseconds). */
const keyOf = (reservationId: number, kind: ReminderKind, dueAt: number) => `${reservationId}|${kind}|${dueAt}`;

/** `due` for a WhatsApp item the admin has still to send, `sent` for the others (an email is sent when made). */
export const reminderStatus = (row: ReminderRow) => (row.sentAt === null ? 'due' : 'sent');

/** Whether a reminder waits in the admin's queue: a WhatsApp item neither sent nor withdrawn. */
const isQueued = (row: ReminderRow) => row.channel === 'whatsapp' && row.sentAt === null && row.withdrawnAt === null;

/**
 * The bookings that can have a reminder at `now`: pending ones from today on (their session not begun, or
 * begun today), completed ones within the review window or with an album still to download. Read from the bookings
 * grouped by status and kept with their table (table-index.ts), so the thousands of cancelled ones of the past cost
 * nothing, and the completed ones one comparison each.
 */
function bookingsThatMayRemind(db: Db, now: Date): Map<number, ReservationRow> {
  const today = studioDayOf(now);
  const firstReviewDay = addDays(today, -(REVIEW_REQUEST_WINDOW_DAYS + 1));
  const byStatusOf = rowsGroupedBy(db.reservations, byStatus);
  const bookings = new Map<number, ReservationRow>();
  for (const row of byStatusOf.get('pending') ?? []) if (row.date >= today) bookings.set(row.id, row);
  for (const row of byStatusOf.get('success') ?? []) if (row.date >= firstReviewDay) bookings.set(row.id, row);
  // A session's album reminds for weeks after it: every finished session with one may, until its downloads end.
  const reservations = rowsById(db.reservations);
  for (const album of db.albums) {
    if (album.availableUntil !== null && album.availableUntil < today) continue;
    const row = reservations.get(album.reservationId);
    if (row?.status === 'success') bookings.set(row.id, row);
  }
  return bookings;
}

/** The facts the reminders of these bookings depend on, from lookups kept with their tables. */
function factsOf(db: Db, bookings: Map<number, ReservationRow>): BookingFacts[] {
  const users = rowsById(db.users);
  const transactionsOf = rowsGroupedBy(db.transactions, byReservation);
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  const reviewsOf = rowsGroupedBy(db.reviews, byReservation);
  const timings = currentSettings(db).reminders;
  return [...bookings.values()].map((reservation) => {
    const transaction = transactionsOf.get(reservation.id)?.[0];
    const proofs = (transaction && proofsOf.get(transaction.id)) ?? [];
    const album = reservation.status === 'success' ? recordOf(db, reservation) : undefined;
    return {
      reservation,
      transaction,
      proofs,
      reviewed: reviewsOf.has(reservation.id),
      optOuts: users.get(reservation.userId)?.reminderOptOuts ?? [],
      album: album?.album && {
        facts: albumFactsOf(album),
        openedAt: album.album.reopenedAt ?? album.album.createdAt,
        reopened: album.album.reopenedAt !== null,
      },
      timings,
    };
  });
}

/**
 * What a payment reminder asks for, and by when: the installment its transaction's accepted proofs leave due
 * (`installmentDue`), the first one or a down payment's balance, whatever the transaction's status has become.
 */
function installmentAsked({ transaction, reservation, proofs }: BookingFacts): InstallmentDue | undefined {
  if (!transaction) return undefined;
  return installmentDue(transaction, dueBookingOf(reservation), validProofCount(proofs));
}

/**
 * Records a reminder as its two reminders, made at `now`: the email, sent at once, and the WhatsApp item,
 * which waits for the admin; only the WhatsApp item for a customer without an email. Answers them.
 */
export function recordReminder(
  db: Draft,
  facts: BookingFacts,
  customer: UserRow,
  plan: ReminderPlan,
  now: Date,
): ReminderRow[] {
  const { reservation, transaction } = facts;
  const asked = installmentAsked(facts);
  const { subject, body, link } = reminderText(plan.kind, {
    customerName: customer.name,
    reservationId: reservation.id,
    packageLabel: `${reservation.snapshot.categoryName} – ${reservation.snapshot.packageName}`,
    sessionStart: new Date(sessionStartOf(reservation)),
    place: currentSettings(db).contact,
    payment: transaction && asked && { transactionId: transaction.id, amount: asked.amount, deadline: asked.deadline },
    confirmation: transaction && {
      transactionId: transaction.id,
      ...priceAsBooked(reservation),
      total: reservation.total,
      paid: bookingMoney(reservation.total, facts.proofs).paid,
      policy: reservation.policy,
    },
    album: facts.album && {
      selectionDeadline: facts.album.facts.selectionDeadline,
      availableUntil: facts.album.facts.availableUntil,
      editedQuota: reservation.snapshot.editedQuota,
      reopened: facts.album.reopened,
    },
  });
  const made = now.toISOString();
  const common = {
    reservationId: reservation.id,
    userId: customer.id,
    kind: plan.kind,
    subject,
    body,
    link,
    dueAt: new Date(plan.dueAt).toISOString(),
    createdAt: made,
    withdrawnAt: null,
  };
  const { email } = customer;
  const emailed =
    email === null
      ? []
      : [
          insertRow(db, 'reminders', {
            id: nextId(db, 'reminders'),
            channel: 'email',
            recipient: email,
            sentAt: made,
            ...common,
          }),
        ];
  return [
    ...emailed,
    insertRow(db, 'reminders', {
      id: nextId(db, 'reminders'),
      channel: 'whatsapp',
      recipient: customer.phone,
      sentAt: null,
      ...common,
    }),
  ];
}

/**
 * Makes every reminder that has fallen due by `now` and was not made yet, once per booking, kind and due
 * instant (a moved booking's new instants are new reminders); none while `now` is in the quiet hours, so that
 * what fell due before a clock moved into them is sent at the 07:00 that ends them. Withdraws the queued
 * WhatsApp items that no longer apply: their booking moved (another due instant), was cancelled, paid or
 * reviewed, what they warn of has come, or the customer opted out of their kind. Answers how many reminders it made and items it withdrew.
 */
export function sendDueReminders(db: Draft, now: Date): number {
  const queued = rowsWhere(db.reminders, isQueued);
  const bookings = bookingsThatMayRemind(db, now);
  if (bookings.size === 0 && queued.length === 0) return 0;

  const users = rowsById(db.users);
  const remindersByReservation = rowsGroupedBy(db.reminders, byReservation);
  const made = new Set(
    [...bookings.keys()].flatMap((id) =>
      (remindersByReservation.get(id) ?? []).map((row) => keyOf(row.reservationId, row.kind, Date.parse(row.dueAt))),
    ),
  );
  const applying = new Set<string>();
  const sending = !isQuietHour(now.getTime());
  let changes = 0;
  for (const facts of factsOf(db, bookings)) {
    const customer = users.get(facts.reservation.userId);
    if (!customer) continue;
    for (const plan of applicableReminders(facts, now.getTime())) {
      const key = keyOf(facts.reservation.id, plan.kind, plan.dueAt);
      applying.add(key);
      if (!sending || plan.dueAt > now.getTime() || made.has(key)) continue;
      recordReminder(db, facts, customer, plan, now);
      changes += 1;
    }
  }
  for (const row of queued) {
    if (applying.has(keyOf(row.reservationId, row.kind, Date.parse(row.dueAt)))) continue;
    updateRow(db, 'reminders', row, { withdrawnAt: now.toISOString() });
    changes += 1;
  }
  return changes;
}
