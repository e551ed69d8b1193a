import { currentUser, logout } from '../domain/accounts/accounts';
import { registerCustomer, signIn } from '../domain/accounts/credentials';
import { updateProfile } from '../domain/accounts/profile';
import { route } from './http';
import { ruleTable } from './rule-routes';

/**
 * `/register`, `/login`, `/logout` and `/me`: accounts, their signed-in sessions and profiles. Registering and
 * signing in do their password work outside the store (credentials.ts), so no other request waits on it.
 */
export const accountHandlers = ruleTable(({ get, post, patch }, backend, api) => [
  api.post(
    '/register',
    route(async ({ json }) => registerCustomer(backend, await json())),
  ),
  api.post(
    '/login',
    route(async ({ json }) => signIn(backend, await json())),
  ),
  post('/logout', (db, { caller }) => logout(db, caller.token, caller.now)),
  get('/me', (db, { caller }) => currentUser(db, caller.token, caller.now)),
  patch('/me', (db, { caller, body }) => updateProfile(db, caller, body)),
]);
