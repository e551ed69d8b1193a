import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../test/fill';
import { signedOut } from '../lib/sign-in/sign-in-slice';
import { renderApp } from '../test/render-app';
import { testServer } from '../test/test-server';

describe('routing and guards', () => {
  it('shows the 404 page for any unknown path', async () => {
    await renderApp({ url: '/tidak/ada/halaman' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found!' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown dashboard path to an admin', async () => {
    await renderApp({ url: '/dashboard/tidak-ada', user: 'admin' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found!' })).toBeInTheDocument();
  });

  it('sends a visitor from a login-required page to /login, with the page to return to', async () => {
    const { router } = await renderApp({ url: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
  });

  it('brings a visitor back to the dashboard page they opened once the admin has signed in', async () => {
    const { router } = await renderApp({ url: '/dashboard/categories' });
    const user = userEvent.setup({ delay: null });
    await fill(user, await screen.findByLabelText('Email'), 'admin@studio.test');
    await fill(user, screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/categories'));
  });

  it('shows the profile of the signed-in customer', async () => {
    await renderApp({ url: '/profile', user: 'customer' });
    expect(await screen.findByText('Sari Wulandari')).toBeInTheDocument();
    expect(screen.getByText('pelanggan@studio.test')).toBeInTheDocument();
    expect(screen.getByText('081234567801')).toBeInTheDocument();
  });

  it('redirects a customer away from the dashboard to the home page', async () => {
    const { router } = await renderApp({ url: '/dashboard/categories', user: 'customer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("opens the dashboard index on today's schedule for an admin", async () => {
    const { router } = await renderApp({ url: '/dashboard', user: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/today-schedule'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Jadwal Hari Ini' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getByRole('link', { name: 'Kategori' })).not.toHaveAttribute('aria-current');
  });

  it('removes the token when the user cannot be fetched', async () => {
    localStorage.setItem('token', 'kedaluwarsa');
    await renderApp({ url: '/' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Masuk' })).not.toHaveLength(0));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('signing out on a page for signed-in people', () => {
  it.each(['/profile', '/dashboard/reservations'])(
    'leads home from %s, never to /login, whichever moves first',
    async (url) => {
      const { router, store } = await renderApp({ url, user: url.startsWith('/dashboard') ? 'admin' : 'customer' });
      await waitFor(() => expect(router.state.location.pathname).toBe(url));
      // The session ends before any page moves home: the guard alone decides where it goes.
      act(() => {
        store.dispatch(signedOut());
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );
});

describe('scroll position', () => {
  const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  afterEach(() => {
    if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
    vi.restoreAllMocks();
  });

  it('opens every new page at its top and returns to where a page was left on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = await renderApp({ url: '/' });
    await screen.findAllByRole('link', { name: 'Masuk' });
    scrolledTo(640);

    await act(() => router.navigate('/category'));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));
    scrolledTo(0);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
  });
});

describe('header', () => {
  it('offers Masuk and Daftar to visitors', async () => {
    await renderApp({ url: '/' });
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login'));
    expect(within(banner).getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
  });

  it('shows a spinner while the user loads', async () => {
    testServer.use(http.get('*/api/v1/me', () => new Promise<Response>(() => undefined)));
    localStorage.setItem('token', 'menunggu');
    await renderApp({ url: '/' });
    expect(await within(screen.getByRole('banner')).findByLabelText('Memuat pengguna')).toBeInTheDocument();
  });

  it('gives the admin a Dashboard link', async () => {
    await renderApp({ url: '/', user: 'admin' });
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard/today-schedule',
      ),
    );
  });

  it('gives a customer Profil and Riwayat, and logs out after confirming', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: '/profile', user: 'customer' });
    await user.click(await screen.findByRole('button', { name: /Sari/ }));
    // The menu's code loads when it is first opened.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile'));
    expect(screen.getByRole('menuitem', { name: 'Riwayat' })).toHaveAttribute('href', '/history');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apakah anda yakin untuk keluar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Sari/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });
});
