import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { login } from '../../mocks/domain/accounts';
import { demoAccounts } from '../../mocks/db/seed';
import { AppProviders } from '../app/providers';
import { loadRoutesFor, routes } from '../app/router';
import { makeStore } from '../app/store';
import { storeToken } from '../lib/token-storage';
import { testBackend } from './test-server';

export type TestUser = keyof typeof demoAccounts;

/** Signs a demo account in on the emulated backend and keeps its token, as the login page would. */
export async function signInAs(who: TestUser): Promise<string> {
  const { email, password } = demoAccounts[who];
  const outcome = await testBackend.store.transact((db) => login(db, { email, password }, testBackend.clock.now()));
  storeToken(outcome.data.token);
  return outcome.data.token;
}

/** Renders the whole app at a URL, optionally signed in, against the emulated backend. */
export async function renderApp({ url = '/', user }: { url?: string; user?: TestUser } = {}) {
  if (user) await signInAs(user);
  // As main.tsx does: the first render is the page, not the loading shell.
  await loadRoutesFor(new URL(url, 'http://localhost').pathname);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const store = makeStore();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}
