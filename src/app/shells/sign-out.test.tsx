import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';

const tokenExists = (token: string) => testBackend.store.read((db) => db.tokens.some((row) => row.token === token));

async function confirmSignOut(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keluar' }));
}

describe('Keluar in the shells', () => {
  it("revokes the customer's token on the server", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: '/profile', user: 'customer' });
    const token = localStorage.getItem('token') ?? '';
    await user.click(await screen.findByRole('button', { name: /Sari/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await confirmSignOut(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(async () => expect(await tokenExists(token)).toBe(false));
  });

  it("revokes the admin's token on the server", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: '/dashboard/categories', user: 'admin' });
    const token = localStorage.getItem('token') ?? '';
    const [logout] = await screen.findAllByRole('button', { name: 'Logout' });
    if (!logout) throw new Error('no Logout button');
    await user.click(logout);
    await confirmSignOut(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(async () => expect(await tokenExists(token)).toBe(false));
  });
});
