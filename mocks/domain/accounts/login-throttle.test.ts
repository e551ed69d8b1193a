import { beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import { draftOf, type Draft } from '@mocks/db/draft';
import { createTestSeed } from '@mocks/test-kit/seed';
import { attemptLogin } from './accounts';
import {
  clearLoginFailures,
  forgetStaleLoginFailures,
  isLoginLocked,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  recordLoginFailure,
  TOO_MANY_LOGIN_ATTEMPTS,
} from './login-throttle';
import { TEST_PASSWORD_HASH_ITERATIONS } from './passwords';

const now = new Date('2026-11-22T03:00:00.000Z');
const MINUTE_MS = 60 * 1000;
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS);
const customer = demoAccounts.customer;

let db: Draft;
beforeEach(async () => {
  db = draftOf(await createTestSeed(now));
});

const attempt = (email: string, password: string, when = now) =>
  attemptLogin(db, { email, password }, when, TEST_PASSWORD_HASH_ITERATIONS);

/** The status an attempt is answered with. */
async function statusOf(email: string, password: string, when = now): Promise<number> {
  const result = await attempt(email, password, when);
  return 'refused' in result ? result.refused.status : result.signedIn.status;
}

async function failTimes(count: number, email: string = customer.email, when = now): Promise<void> {
  for (let index = 0; index < count; index += 1) expect(await statusOf(email, 'salah-sekali', when)).toBe(401);
}

describe('the login throttle rules', () => {
  it('locks an email once 10 of its failures lie within the last 15 minutes, not at 9', () => {
    for (let index = 0; index < LOGIN_FAILURE_LIMIT - 1; index += 1) recordLoginFailure(db, 'a@contoh.id', at(index));
    expect(isLoginLocked(db, 'a@contoh.id', at(9))).toBe(false);
    recordLoginFailure(db, 'a@contoh.id', at(9));
    expect(isLoginLocked(db, 'a@contoh.id', at(9))).toBe(true);
    expect(LOGIN_FAILURE_LIMIT).toBe(10);
    expect(LOGIN_FAILURE_WINDOW_MS).toBe(15 * MINUTE_MS);
  });

  it('stops counting a failure once it is 15 minutes old, so the lock ends then', () => {
    for (let index = 0; index < LOGIN_FAILURE_LIMIT; index += 1) recordLoginFailure(db, 'a@contoh.id', now);
    expect(isLoginLocked(db, 'a@contoh.id', new Date(now.getTime() + LOGIN_FAILURE_WINDOW_MS - 1))).toBe(true);
    expect(isLoginLocked(db, 'a@contoh.id', new Date(now.getTime() + LOGIN_FAILURE_WINDOW_MS))).toBe(false);
  });

  it('does not count failures stamped after now (the demo clock moved back)', () => {
    for (let index = 0; index < LOGIN_FAILURE_LIMIT; index += 1) recordLoginFailure(db, 'a@contoh.id', at(60));
    expect(isLoginLocked(db, 'a@contoh.id', now)).toBe(false);
  });

  it('counts each email apart', () => {
    for (let index = 0; index < LOGIN_FAILURE_LIMIT; index += 1) recordLoginFailure(db, 'a@contoh.id', now);
    expect(isLoginLocked(db, 'b@contoh.id', now)).toBe(false);
  });

  it('forgets the failures of every email that no longer count, and says how many', () => {
    recordLoginFailure(db, 'a@contoh.id', at(-20));
    recordLoginFailure(db, 'b@contoh.id', at(-15));
    recordLoginFailure(db, 'b@contoh.id', at(-14));
    recordLoginFailure(db, 'c@contoh.id', at(5));
    expect(forgetStaleLoginFailures(db, now)).toBe(3);
    expect(db.loginFailures).toEqual([{ email: 'b@contoh.id', failedAt: at(-14).toISOString() }]);
    expect(forgetStaleLoginFailures(db, now)).toBe(0);
  });

  it('clears the failures of one email only', () => {
    recordLoginFailure(db, 'a@contoh.id', now);
    recordLoginFailure(db, 'b@contoh.id', now);
    clearLoginFailures(db, 'a@contoh.id');
    expect(db.loginFailures.map((failure) => failure.email)).toEqual(['b@contoh.id']);
  });
});

describe('a throttled login', () => {
  it('counts a wrong password as a failure of the normalised email, and answers the refusal without throwing', async () => {
    const result = await attempt('  PELANGGAN@Studio.Test ', 'salah-sekali');
    expect(result).toEqual({ refused: expect.objectContaining({ status: 401, message: 'Email atau password salah' }) });
    expect(db.loginFailures).toEqual([{ email: customer.email, failedAt: now.toISOString() }]);
  });

  it('counts the failures of an unknown email too', async () => {
    await failTimes(LOGIN_FAILURE_LIMIT, 'siapa@contoh.id');
    expect(await statusOf('siapa@contoh.id', 'salah-sekali')).toBe(429);
  });

  it('refuses with 429 after 10 failures, even the right password, and records no more failures', async () => {
    await failTimes(LOGIN_FAILURE_LIMIT);
    const result = await attempt(customer.email, customer.password, at(1));
    expect(result).toEqual({ refused: expect.objectContaining({ status: 429, message: TOO_MANY_LOGIN_ATTEMPTS }) });
    expect(TOO_MANY_LOGIN_ATTEMPTS).toBe('Terlalu banyak percobaan masuk, coba lagi dalam 15 menit');
    expect(db.loginFailures).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(db.tokens.some((row) => row.createdAt === at(1).toISOString())).toBe(false);
  });

  it('locks the email in any case and spacing, and no other email', async () => {
    await failTimes(LOGIN_FAILURE_LIMIT, 'PELANGGAN@studio.test');
    expect(await statusOf(` ${customer.email.toUpperCase()} `, customer.password)).toBe(429);
    expect(await statusOf(demoAccounts.admin.email, demoAccounts.admin.password)).toBe(200);
  });

  it('signs in again once the window has passed since the failures', async () => {
    await failTimes(LOGIN_FAILURE_LIMIT);
    expect(await statusOf(customer.email, customer.password, at(14))).toBe(429);
    expect(await statusOf(customer.email, customer.password, at(15))).toBe(200);
  });

  it('clears the email’s failures when a sign-in succeeds', async () => {
    await failTimes(LOGIN_FAILURE_LIMIT - 1);
    expect(await statusOf(customer.email, customer.password)).toBe(200);
    expect(db.loginFailures).toEqual([]);
    await failTimes(LOGIN_FAILURE_LIMIT - 1);
    expect(await statusOf(customer.email, customer.password)).toBe(200);
  });
});
