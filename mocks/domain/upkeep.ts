import type { Db } from '../db/schema';
import { removeExpiredSessions } from './accounts/accounts';
import { expireOverdue } from './bookings/expiry';
import { forgetStaleLoginFailures } from './accounts/login-throttle';

/**
 * The upkeep that time alone makes due, which the store runs before every read and change: overdue
 * payments expire, expired sessions are removed and failed sign-ins past their window are forgotten.
 * Answers whether it changed anything (the store then commits).
 */
export function upkeep(db: Db, now: Date): boolean {
  const expired = expireOverdue(db, now);
  const sessions = removeExpiredSessions(db, now);
  const failures = forgetStaleLoginFailures(db, now);
  return expired + sessions + failures > 0;
}
