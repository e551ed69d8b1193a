import { render, screen, waitFor, within } from '@testing-library/react';
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

/**
 * The one row of the table named `tableName` that shows every one of these texts, once it is there. Rows
 * are told apart by what people see: when more than one row matches (add-ons of the same name in
 * different categories, say), it fails instead of picking one.
 */
export async function rowWith(tableName: string, ...texts: [string, ...string[]]): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: tableName });
  return waitFor(() => {
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => texts.every((text) => within(row).queryAllByText(text).length > 0));
    const [row] = rows;
    if (rows.length !== 1 || !row) throw new Error(`${rows.length} rows of ${tableName} show ${texts.join(' and ')}, not one`);
    return row;
  });
}
