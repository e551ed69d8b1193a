import { insertRow, removeRows, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { DomainError } from '../errors';

/** How many failed sign-ins for one email lock it. */
export const LOGIN_FAILURE_LIMIT = 10;
/** How long a failed sign-in counts: the window the limit is counted over. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_LOGIN_ATTEMPTS = 'Terlalu banyak percobaan masuk, coba lagi dalam 15 menit';

export const tooManyLoginAttempts = () => new DomainError(429, TOO_MANY_LOGIN_ATTEMPTS);

/**
 * Whether a failure still counts at `now`: it happened within the last 15 minutes. One stamped after `now`
 * (the demo clock was moved back) counts no more, so a lock never outlasts its window.
 */
function counts(failedAt: string, now: Date): boolean {
  const age = now.getTime() - new Date(failedAt).getTime();
  return age >= 0 && age < LOGIN_FAILURE_WINDOW_MS;
}

/** Forgets every failure, for any email, that no longer counts; answers how many were forgotten. */
export function forgetStaleLoginFailures(db: Draft, now: Date): number {
  return removeRows(db, 'loginFailures', (failure) => !counts(failure.failedAt, now)).length;
}

/**
 * Whether sign-ins for an email (normalised, as `findUserByEmail` compares it) are refused at `now`: while
 * 10 or more of its failures lie within the last 15 minutes. Refused attempts are not failures, so the lock
 * ends when the oldest of those failures is 15 minutes old: at most 15 minutes after it began.
 */
export function isLoginLocked(db: Db, email: string, now: Date): boolean {
  const recent = db.loginFailures.filter((failure) => failure.email === email && counts(failure.failedAt, now));
  return recent.length >= LOGIN_FAILURE_LIMIT;
}

/** Counts a failed sign-in for an email (normalised), whether an account has it or not. */
export function recordLoginFailure(db: Draft, email: string, now: Date): void {
  insertRow(db, 'loginFailures', { email, failedAt: now.toISOString() });
}

/** A successful sign-in wipes the slate for its email. */
export function clearLoginFailures(db: Draft, email: string): void {
  removeRows(db, 'loginFailures', (failure) => failure.email === email);
}
