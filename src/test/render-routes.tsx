import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { signInAs, type TestUser } from './render-app';

/**
 * Renders some routes without the app's shells at `url`, optionally signed in, against the emulated
 * backend: for pages not wired into the app's router yet, or tested on their own.
 */
export async function renderRoutes(routes: RouteObject[], { url, user }: { url: string; user?: TestUser }) {
  if (user) await signInAs(user);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup({ delay: null }) };
}

/** The row of the table named `tableName` that shows `text`, once it is there. */
export async function rowWith(tableName: string, text: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: tableName });
  const [cell] = await within(table).findAllByText(text);
  const row = cell?.closest('tr');
  if (!row) throw new Error(`No row of ${tableName} shows ${text}`);
  return row;
}
