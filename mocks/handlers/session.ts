import type { Backend } from '../backend';
import { attemptLogin, currentUser, logout, register } from '../domain/accounts/accounts';
import { contractHttp, route } from './http';
import { ruleRoutes } from './rule-routes';

export function sessionHandlers(backend: Backend) {
  const { store, clock, passwordHashIterations } = backend;
  const { read, change } = ruleRoutes(backend);
  return [
    contractHttp.post(
      '/register',
      change((db, { caller, body }) => register(db, body, caller.now, passwordHashIterations)),
    ),
    contractHttp.post(
      '/login',
      // A refused sign-in is still a change (the failure is counted), so it is committed before it is answered.
      route(async ({ json }) => {
        const body = await json();
        const attempt = await store.transact((db) => attemptLogin(db, body, clock.now(), passwordHashIterations));
        if ('refused' in attempt) throw attempt.refused;
        return attempt.signedIn;
      }),
    ),
    contractHttp.post(
      '/logout',
      change((db, { caller }) => logout(db, caller.token, caller.now)),
    ),
    contractHttp.get(
      '/me',
      read((db, { caller }) => currentUser(db, caller.token, caller.now)),
    ),
  ];
}
