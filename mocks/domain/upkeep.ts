import type { Draft } from '../db/draft';
import { removeExpiredTokens } from './accounts/accounts';
import { expireOverdue } from './reservations/expiry';
import { forgetStaleLoginFailures } from './accounts/login-throttle';
import { sendDueReminders } from './reminders/reminder-sweep';
import { sendMorningDigest } from './digests/digest-sweep';

/**
 * The upkeep that time alone makes due, which the store runs before every read and change: overdue
 * payments expire, the reminders that fell due are made (after expiry, so a booking it cancelled gets none)
 * and those that stopped applying leave the admin's queue, the admin's morning summary is sent from 07:00 WIB (after
 * expiry, so it counts what still stands), expired sessions are removed and failed sign-ins past their window are
 * forgotten. Answers whether it changed anything (the store then commits).
 */
export function upkeep(db: Draft, now: Date): boolean {
  const expired = expireOverdue(db, now);
  const reminders = sendDueReminders(db, now);
  const digests = sendMorningDigest(db, now);
  const sessions = removeExpiredTokens(db, now);
  const failures = forgetStaleLoginFailures(db, now);
  return expired + reminders + digests + sessions + failures > 0;
}
