import type { LoginResult, User } from '@/lib/api/api-types';
import type { Store } from '@mocks/db/store';
import type { Clock } from '../clock';
import type { Outcome } from '../outcome';
import { addCustomer, beginLogin, checkRegistration, settleLogin } from './accounts';
import type { PasswordHasher } from './passwords';

/**
 * Registering and signing in as the API does them: the password work (PBKDF2, slow by design: a good part of
 * a second) happens between two short steps of the store, never inside one, so no other request waits on it.
 */
export interface PasswordWork {
  store: Store;
  clock: Clock;
  /** PBKDF2 rounds for new passwords. */
  passwordHashIterations: number;
  passwordHasher: PasswordHasher;
}

/** `POST /register`: checked (400, 409) before the hash is made, and the email checked again as it is added. */
export async function registerCustomer(
  { store, clock, passwordHashIterations, passwordHasher }: PasswordWork,
  input: unknown,
): Promise<Outcome<User>> {
  const values = await store.read((db) => checkRegistration(db, input));
  const password = await passwordHasher.hash(values.password, passwordHashIterations);
  return store.transact((db) => addCustomer(db, values, password, clock.now()));
}

/**
 * `POST /login`: the attempt is counted (or refused, 429) in one step, the password checked (and, when kept at
 * a lower cost, hashed again) outside the store, and the attempt settled in a second step: a session, or 401
 * with its failure kept.
 */
export async function signIn(
  { store, clock, passwordHashIterations, passwordHasher }: PasswordWork,
  input: unknown,
): Promise<Outcome<LoginResult>> {
  const candidate = await store.transact((db) => beginLogin(db, input, clock.now(), passwordHashIterations));
  const matches = await passwordHasher.verify(candidate.password, candidate.hash);
  const rehashed =
    matches && candidate.hash.iterations < passwordHashIterations
      ? await passwordHasher.hash(candidate.password, passwordHashIterations)
      : undefined;
  const attempt = await store.transact((db) => settleLogin(db, candidate, matches, clock.now(), rehashed));
  if ('refused' in attempt) throw attempt.refused;
  return attempt.signedIn;
}
