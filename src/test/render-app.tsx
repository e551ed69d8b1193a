import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { demoAccounts } from '@mocks/db/seed';
import { signInDemoAccount } from '@mocks/test-kit/sign-in';
import { AppProviders } from '../app/providers';
import { loadRoutesFor, routes as appRoutes } from '../app/router';
import { makeStore } from '../app/redux-store';
import { accountsApi } from '@/lib/api/endpoints/accounts';
import { storeToken } from '../lib/sign-in/token-storage';
import { testBackend } from './test-server';

export type TestUser = keyof typeof demoAccounts;

/** Signs a demo account in on the emulated backend and keeps its token, as the login page would. */
export async function signInAs(who: TestUser): Promise<string> {
  const token = await testBackend.store.transact((db) => signInDemoAccount(db, who, testBackend.clock.now()));
  storeToken(token);
  return token;
}

export interface RenderAppOptions {
  url?: string;
  /** Signed in before the first render, with the account already known, as after the login page. */
  user?: TestUser;
  /** A component on its own, in routes of its own; the app's route table when absent. */
  routes?: RouteObject[];
  /** Other addresses whose pages load before the first render, so that going there changes the address at once. */
  preload?: string[];
}

/**
 * The one UI test harness: the app's own routes (shells, guards and lazy pages) at a URL, optionally
 * signed in, against the emulated backend. `user` in the result is a user-event session without delays.
 */
export async function renderApp({ url = '/', user, routes = appRoutes, preload = [] }: RenderAppOptions = {}) {
  if (user) await signInAs(user);
  // As main.tsx does: the first render is the page, not the loading shell.
  if (routes === appRoutes)
    await Promise.all([url, ...preload].map((address) => loadRoutesFor(new URL(address, 'http://localhost').pathname)));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const store = makeStore();
  if (user) await store.dispatch(accountsApi.endpoints.me.initiate());
  // The app's RouterProvider (react-router/dom) hands the router React DOM's flushSync, which signing out uses.
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} flushSync={flushSync} />
    </AppProviders>,
  );
  let session: UserEvent | undefined;
  return {
    ...view,
    router,
    store,
    get user(): UserEvent {
      session ??= userEvent.setup({ delay: null });
      return session;
    },
  };
}
