import { http } from 'msw';
import type { Backend } from '../backend';
import { currentUser, login, register } from '../domain/accounts';
import { apiPath } from './http';
import { ruleRoutes } from './rule-routes';

export function authHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    http.post(apiPath('register'), change((db, { caller, body }) => register(db, body, caller.now, backend.passwordHashIterations))),
    http.post(apiPath('login'), change((db, { caller, body }) => login(db, body, caller.now))),
    http.get(apiPath('me'), read((db, { caller }) => currentUser(db, caller.token, caller.now))),
  ];
}
