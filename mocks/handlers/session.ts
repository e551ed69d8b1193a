import { attemptLogin, currentUser, logout, register } from '../domain/accounts/accounts';
import { updateProfile } from '../domain/accounts/profile';
import { route } from './http';
import { ruleTable } from './rule-routes';

/** `/register`, `/login`, `/logout` and `/me`: accounts, their signed-in sessions and profiles. */
export const sessionHandlers = ruleTable(({ get, post, patch }, { store, clock, passwordHashIterations }, api) => [
  post('/register', (db, { caller, body }) => register(db, body, caller.now, passwordHashIterations)),
  api.post(
    '/login',
    // A refused sign-in is still a change (the failure is counted), so it is committed before it is answered.
    route(async ({ json }) => {
      const body = await json();
      const attempt = await store.transact((db) => attemptLogin(db, body, clock.now(), passwordHashIterations));
      if ('refused' in attempt) throw attempt.refused;
      return attempt.signedIn;
    }),
  ),
  post('/logout', (db, { caller }) => logout(db, caller.token, caller.now)),
  get('/me', (db, { caller }) => currentUser(db, caller.token, caller.now)),
  patch('/me', (db, { caller, body }) => updateProfile(db, caller, body)),
]);
