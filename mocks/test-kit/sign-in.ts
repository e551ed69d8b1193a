/**
 * Signing in straight through the rules, as `POST /login` does, for tests, stories and the test kit. No test
 * runner here: Storybook's browser bundle imports it too.
 */
import type { LoginResult } from '@/lib/api/api-types';
import type { Draft } from '../db/draft';
import { demoAccounts } from '../db/seed';
import { attemptLogin } from '../domain/accounts/accounts';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import type { Outcome } from '../domain/outcome';

/**
 * `POST /login` on a database the caller holds, with the refusal thrown (what the attempt recorded stays in
 * that database). The password cost defaults to the tests' own.
 */
export async function signInWith(
  db: Draft,
  credentials: { email: string; password: string },
  now: Date,
  passwordHashIterations = TEST_PASSWORD_HASH_ITERATIONS,
): Promise<Outcome<LoginResult>> {
  const attempt = await attemptLogin(db, credentials, now, passwordHashIterations);
  if ('refused' in attempt) throw attempt.refused;
  return attempt.signedIn;
}

/** Signs a demo account in, as its login page would, and answers its bearer token: tests, stories and the kit. */
export async function signInDemoAccount(db: Draft, who: keyof typeof demoAccounts, now: Date): Promise<string> {
  const { email, password } = demoAccounts[who];
  return (await signInWith(db, { email, password }, now)).data.token;
}
