/**
 * The studio's reminders: which there are, and how long before (or after) what they fall due, the payment, session
 * and review reminders as the studio's settings say (`ReminderTimings`, in hours). The backend creates them by its
 * clock (mocks/domain/reminders); the profile's form offers the kinds to opt out of (all but the confirmation) and the screens may say when
 * each is sent.
 */
import type { OptionalReminderKind, ReminderChannel, ReminderKind, ReminderTimings } from '../api/api-types';
import { HOUR_MS } from './studio-time';

/** Every kind of reminder, in the order they come in a booking's life. */
export const REMINDER_KINDS = [
  'payment-deadline',
  'booking-confirmed',
  'balance-due',
  'session-tomorrow',
  'review-request',
  'album-open',
  'album-choice-closing',
  'album-ready',
  'album-expiring',
] as const satisfies readonly ReminderKind[];

/** The one kind every customer is sent: the confirmation, which holds the policy the booking was made under. */
const ALWAYS_SENT: ReminderKind = 'booking-confirmed';

/** The kinds a customer may opt out of, in the same order: every kind but the confirmation. */
export const OPTIONAL_REMINDER_KINDS = REMINDER_KINDS.filter(
  (kind): kind is OptionalReminderKind => kind !== ALWAYS_SENT,
);

/** Every reminder is made once per channel: an email sent at once, and a WhatsApp item for the admin to send. */
export const REMINDER_CHANNELS = ['email', 'whatsapp'] as const satisfies readonly ReminderChannel[];

/**
 * How long before or after its event each timed reminder falls due, in milliseconds: before an unpaid first
 * installment's deadline, before the session (the balance and session reminders), after a completed session ends.
 */
export function reminderLeads({ paymentNoticeHours, sessionNoticeHours, reviewDelayHours }: ReminderTimings) {
  return {
    paymentNotice: paymentNoticeHours * HOUR_MS,
    sessionNotice: sessionNoticeHours * HOUR_MS,
    reviewDelay: reviewDelayHours * HOUR_MS,
  };
}
/** How long after the session's end a review is still asked for: a completed session older than this gets none. */
export const REVIEW_REQUEST_WINDOW_DAYS = 7;

/** How long before the last day to choose photos ends its reminder falls due: as that day begins. */
export const ALBUM_CHOICE_NOTICE_MS = 24 * HOUR_MS;
/** How long before an album's downloads end its reminder falls due. */
export const ALBUM_EXPIRY_NOTICE_MS = 3 * 24 * HOUR_MS;

/** Quiet hours (WIB): from 21:00, when nothing more falls due that day, to 07:00, when reminders start again. */
export const QUIET_HOURS = { from: '21:00', until: '07:00' } as const;

/** The kinds a list of opt-outs names, each once, in the order of `REMINDER_KINDS`. */
export function orderedReminderKinds(kinds: readonly OptionalReminderKind[]): OptionalReminderKind[] {
  return OPTIONAL_REMINDER_KINDS.filter((kind) => kinds.includes(kind));
}
