/**
 * Which reminders a booking has, and when each falls due: a pure function of the booking, its payment and
 * review, and its customer's opt-outs (the sweep in reminder-sweep.ts makes them once due). Every instant is
 * the backend's; the quiet hours are Jakarta's.
 */
import type { ReminderKind, ReminderTimings } from '@/lib/api/api-types';
import { dueNow } from '@/lib/rules/installment-due';
import { needsNoPayment } from '@/lib/rules/money';
import { isAcceptedProof } from '@/lib/rules/proofs';
import { albumStage, type AlbumFacts } from '@/lib/rules/albums';
import {
  ALBUM_CHOICE_NOTICE_MS,
  ALBUM_EXPIRY_NOTICE_MS,
  reminderLeads,
  REVIEW_REQUEST_WINDOW_DAYS,
} from '@/lib/rules/reminders';
import { SESSION_MINUTES } from '@/lib/rules/slots';
import { addDays, DAY_MS, MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import type { ReservationRow, TransactionDetailRow, TransactionRow } from '@mocks/db/schema';
import { dueBookingOf, sessionStartOf } from '../reservations/reservation-records';
import { outsideQuietHours } from './quiet-hours';

/** What the reminders of a booking depend on. */
export interface BookingFacts {
  reservation: ReservationRow;
  /** Its transaction, if a payment method was chosen. */
  transaction: TransactionRow | undefined;
  /** Its transaction's proofs, oldest first. */
  proofs: readonly Pick<TransactionDetailRow, 'isValid' | 'total' | 'createdAt'>[];
  reviewed: boolean;
  /** The kinds its customer does not want. */
  optOuts: readonly ReminderKind[];
  /** Its album, once its first originals are in: where it stands, and when it opened (or was last reopened). */
  album?: { facts: AlbumFacts; openedAt: string; reopened: boolean };
  /** When the timed reminders go, as the settings in force say. */
  timings: ReminderTimings;
}

/** A reminder a booking has: its kind, when it falls due, and until when it still applies. */
export interface ReminderPlan {
  kind: ReminderKind;
  /** Epoch milliseconds, after the quiet hours' shift. */
  dueAt: number;
  /** The moment it warns of or stops making sense (deadline, session start, end of the review window). */
  until: number;
}

/**
 * Payment deadline: the settings' notice (3 hours by default) before an unpaid first installment's `expiredAt`
 * (quiet hours applied). A transaction made less than that before its deadline (a session booked at short notice)
 * gets none: the customer has just been shown the deadline.
 */
export function paymentDeadlineReminder(
  transaction: TransactionRow,
  timings: ReminderTimings,
): ReminderPlan | undefined {
  const deadline = Date.parse(transaction.expiredAt);
  const dueAt = outsideQuietHours(deadline - reminderLeads(timings).paymentNotice, deadline);
  return dueAt >= Date.parse(transaction.createdAt) ? { kind: 'payment-deadline', dueAt, until: deadline } : undefined;
}

/**
 * Confirmation: once the booking's first installment is accepted. It falls due when that proof came in (the admin
 * accepts it later, so it is made at the first upkeep after), or, for a booking left with nothing to pay, when its
 * transaction was made; quiet hours applied. Until the session starts. A move keeps it: the confirmation was sent.
 */
function confirmationReminder({ reservation, transaction, proofs }: BookingFacts): ReminderPlan | undefined {
  if (!transaction) return undefined;
  const firstAccepted = proofs.find(isAcceptedProof);
  const confirmedAt = firstAccepted
    ? Date.parse(firstAccepted.createdAt)
    : needsNoPayment(reservation)
      ? Date.parse(transaction.createdAt)
      : undefined;
  if (confirmedAt === undefined) return undefined;
  const start = sessionStartOf(reservation);
  return { kind: 'booking-confirmed', dueAt: outsideQuietHours(confirmedAt, start), until: start };
}

/**
 * Balance due: the settings' session notice (a day by default) before the session; none for a booking made later
 * than that.
 */
function balanceDueReminder(reservation: ReservationRow, timings: ReminderTimings): ReminderPlan | undefined {
  const start = sessionStartOf(reservation);
  const dueAt = outsideQuietHours(start - reminderLeads(timings).sessionNotice, start);
  return dueAt >= Date.parse(reservation.createdAt) ? { kind: 'balance-due', dueAt, until: start } : undefined;
}

/**
 * Session tomorrow: the settings' session notice (a day by default) before the session, or at once (quiet hours
 * applied) for a booking made later than that.
 */
export function sessionTomorrowReminder(reservation: ReservationRow, timings: ReminderTimings): ReminderPlan {
  const start = sessionStartOf(reservation);
  const notice = reminderLeads(timings).sessionNotice;
  const dueAt = outsideQuietHours(Math.max(start - notice, Date.parse(reservation.createdAt)), start);
  return { kind: 'session-tomorrow', dueAt, until: start };
}

/**
 * Review request: the settings' delay (2 hours by default) after the session ends, or at once (quiet hours
 * applied) when the admin completes it later than that (a completed reservation's `updatedAt`); asked until a
 * week after the session.
 */
export function reviewRequestReminder(reservation: ReservationRow, timings: ReminderTimings): ReminderPlan {
  const end = sessionStartOf(reservation) + SESSION_MINUTES * MINUTE_MS;
  const delay = reminderLeads(timings).reviewDelay;
  const dueAt = outsideQuietHours(Math.max(end + delay, Date.parse(reservation.updatedAt)));
  return { kind: 'review-request', dueAt, until: end + REVIEW_REQUEST_WINDOW_DAYS * DAY_MS };
}

/** The instant a studio day (00:00 UTC of it) ends in Jakarta: the next day's midnight. */
const endOfStudioDay = (day: string) => slotStart(addDays(day, 1), '00:00').getTime();

/**
 * An album's reminders at `now`, by its stage: while the customer may choose, that the photos can be chosen (as
 * they went in) and, as the last day begins, that it is the last; once delivered, that it is ready and, 3 days
 * before the downloads end, that they end. A reopened choice is told as it is reopened, and its new last day is a
 * new reminder.
 */
function albumReminders({ facts, openedAt }: NonNullable<BookingFacts['album']>, now: number): ReminderPlan[] {
  const stage = albumStage(facts, new Date(now));
  if (stage === 'selecting' && facts.selectionDeadline) {
    const end = endOfStudioDay(facts.selectionDeadline);
    return [
      { kind: 'album-open', dueAt: outsideQuietHours(Date.parse(openedAt), end), until: end },
      { kind: 'album-choice-closing', dueAt: outsideQuietHours(end - ALBUM_CHOICE_NOTICE_MS, end), until: end },
    ];
  }
  if (stage === 'ready' && facts.deliveredAt && facts.availableUntil) {
    const end = endOfStudioDay(facts.availableUntil);
    const delivered = Date.parse(facts.deliveredAt);
    const expiring = outsideQuietHours(end - ALBUM_EXPIRY_NOTICE_MS, end);
    return [
      { kind: 'album-ready', dueAt: outsideQuietHours(delivered, end), until: end },
      ...(expiring > delivered ? [{ kind: 'album-expiring' as const, dueAt: expiring, until: end }] : []),
    ];
  }
  return [];
}

/**
 * The payment reminder of what a booking's payment asks for now (`dueNow`): its first installment, or a down
 * payment's balance. None while the transaction is closed or a proof waits for the admin's decision.
 */
function paymentReminder({ transaction, reservation, proofs, timings }: BookingFacts): ReminderPlan | undefined {
  if (!transaction) return undefined;
  const due = dueNow({ ...transaction, proofs }, dueBookingOf(reservation));
  if (!due) return undefined;
  return due.installment === 'balance'
    ? balanceDueReminder(reservation, timings)
    : paymentDeadlineReminder(transaction, timings);
}

/**
 * The reminders a booking has at `now`, whether due yet or not: a pending booking its payment's (while unpaid
 * and no proof waits), its confirmation (once its first installment is accepted) and its session's, a completed one without a review its review request, and a completed
 * one with an album its album's. A cancelled
 * booking has none, nor has any once what it warns of has come (`until`), nor a kind its customer opted out of.
 */
export function applicableReminders(facts: BookingFacts, now: number): ReminderPlan[] {
  const { reservation, timings } = facts;
  const plans: (ReminderPlan | undefined)[] = [];
  if (reservation.status === 'pending')
    plans.push(paymentReminder(facts), confirmationReminder(facts), sessionTomorrowReminder(reservation, timings));
  if (reservation.status === 'success' && !facts.reviewed) plans.push(reviewRequestReminder(reservation, timings));
  if (reservation.status === 'success' && facts.album) plans.push(...albumReminders(facts.album, now));
  return plans.filter(
    (plan): plan is ReminderPlan => plan !== undefined && now < plan.until && !facts.optOuts.includes(plan.kind),
  );
}
