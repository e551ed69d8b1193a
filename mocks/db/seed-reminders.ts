/**
 * What the seed shows of reminders: what the demo customer was sent about their past bookings, so their
 * inbox is not empty, and every reminder due at the seed's moment, made as the upkeep would have made it on
 * time. The admin sent the WhatsApp items of earlier days; today's wait in the queue.
 */
import { currentSettings } from '../domain/settings/settings';
import { MINUTE_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import {
  paymentDeadlineReminder,
  reviewRequestReminder,
  sessionTomorrowReminder,
  type ReminderPlan,
} from '../domain/reminders/reminder-plans';
import { recordReminder, sendDueReminders } from '../domain/reminders/reminder-sweep';
import { updateRow, type Draft } from './draft';
import type { ReservationRow, UserRow } from './schema';

/** How long after a WhatsApp reminder fell due the admin sent it, in the seed's past. */
const SENT_AFTER_MS = 15 * MINUTE_MS;

/** A reminder recorded when it fell due, its WhatsApp item sent by the admin soon after. */
function recordOnTime(db: Draft, customer: UserRow, reservation: ReservationRow, plan: ReminderPlan): void {
  const transaction = db.transactions.find((row) => row.reservationId === reservation.id);
  const facts = {
    reservation,
    transaction,
    proofs: [],
    reviewed: false,
    optOuts: [],
    timings: currentSettings(db).reminders,
  };
  for (const row of recordReminder(db, facts, customer, plan, new Date(plan.dueAt))) {
    if (row.channel === 'whatsapp')
      updateRow(db, 'reminders', row, { sentAt: new Date(plan.dueAt + SENT_AFTER_MS).toISOString() });
  }
}

/**
 * The reminders the customer's finished bookings had: the session reminder of each completed one, the
 * review request of one reviewed only after it was asked, and the payment reminder of one whose unpaid
 * transaction expired.
 */
function seedReminderHistory(db: Draft, customer: UserRow): void {
  const timings = currentSettings(db).reminders;
  for (const reservation of db.reservations.filter((row) => row.userId === customer.id)) {
    if (reservation.status === 'success') {
      recordOnTime(db, customer, reservation, sessionTomorrowReminder(reservation, timings));
      const review = db.reviews.find((row) => row.reservationId === reservation.id);
      const request = reviewRequestReminder(reservation, timings);
      if (review && Date.parse(review.createdAt) > request.dueAt) recordOnTime(db, customer, reservation, request);
    }
    const transaction = db.transactions.find((row) => row.reservationId === reservation.id);
    if (transaction?.status !== 'expired') continue;
    if (db.transactionDetails.some((proof) => proof.transactionId === transaction.id)) continue;
    const deadlineReminder = paymentDeadlineReminder(transaction, timings);
    if (deadlineReminder) recordOnTime(db, customer, reservation, deadlineReminder);
  }
}

/** Makes the reminders due at `now` as if each had been made when it fell due. */
function seedDueReminders(db: Draft, now: Date): void {
  const startOfToday = slotStart(studioDayOf(now), '00:00').getTime();
  const before = db.reminders.length;
  sendDueReminders(db, now);
  for (const row of db.reminders.slice(before)) {
    const dueAt = Date.parse(row.dueAt);
    const sentAt =
      row.channel === 'email'
        ? row.dueAt
        : dueAt < startOfToday
          ? new Date(dueAt + SENT_AFTER_MS).toISOString()
          : row.sentAt;
    updateRow(db, 'reminders', row, { createdAt: row.dueAt, sentAt });
  }
}

/** The demo customer's past reminders, then every reminder due at `now`. */
export function seedReminders(db: Draft, now: Date, customer: UserRow): void {
  seedReminderHistory(db, customer);
  seedDueReminders(db, now);
}
