import type { Reminder } from '@/lib/api/api-types';
import { studioDay } from '@/lib/rules/studio-time';

/** A reminder the admin marked sent, its `sentAt` known. */
export type SentReminder = Reminder & { sentAt: string };

/**
 * The queue in the order the admin works through it: the reminder waiting longest first (the API lists the
 * newest first), so nothing due since the morning sinks under what fell due a minute ago.
 */
export function longestWaitingFirst(reminders: readonly Reminder[]): Reminder[] {
  return [...reminders].sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id - b.id);
}

const isSent = (reminder: Reminder): reminder is SentReminder => reminder.sentAt !== null;

/** The reminders marked sent on the studio's day of `now`, the latest first. */
export function sentOnStudioDay(reminders: readonly Reminder[], now: Date): SentReminder[] {
  const today = studioDay(now);
  return reminders
    .filter(isSent)
    .filter((reminder) => studioDay(new Date(reminder.sentAt)) === today)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id);
}
