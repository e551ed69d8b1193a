import { http } from 'msw';
import type { Backend } from '../backend';
import { currentUser, login, register } from '../domain/accounts';
import { apiPath, route } from './http';

export function authHandlers({ store, clock }: Backend) {
  return [
    http.post(
      apiPath('register'),
      route(async ({ json }) => {
        const body = await json();
        return store.transact((db) => register(db, body, clock.now()));
      }),
    ),
    http.post(
      apiPath('login'),
      route(async ({ json }) => {
        const body = await json();
        return store.transact((db) => login(db, body, clock.now()));
      }),
    ),
    http.get(
      apiPath('me'),
      route(({ token }) => store.read((db) => currentUser(db, token, clock.now()))),
    ),
  ];
}
