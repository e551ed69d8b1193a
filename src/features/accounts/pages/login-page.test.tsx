import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, recordLoginFailure } from '@mocks/domain/accounts/login-throttle';
import { signInReturnTo } from '@/lib/sign-in/return-to';
import { fill, fillAndSubmit } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { itBehavesAsAnAuthPage } from '@/test/auth-page-cases';
import { testBackend } from '@/test/test-server';

const fillLogin = (email: string, password: string) =>
  fillAndSubmit(
    [
      ['Email', email],
      ['Password', password],
    ],
    'Masuk',
  );

describe('login page', () => {
  itBehavesAsAnAuthPage({
    url: '/login',
    heading: 'Masuk',
    switchLabel: 'Belum mempunyai akun?',
    switchTo: '/register',
    signedIn: 'customer',
  });

  it('validates on submit, then again on every change', async () => {
    await renderApp({ url: '/login' });
    const user = await fillLogin('', '');
    expect(await screen.findByText('Email tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Password tidak boleh kosong')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Email'), 'bukan');
    expect(await screen.findByText('Email tidak valid')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Password'), '123');
    expect(await screen.findByText('Password minimal 6 karakter')).toBeInTheDocument();
  });

  it('does not show messages before the first submit', async () => {
    await renderApp({ url: '/login' });
    const user = userEvent.setup({ delay: null });
    await fill(user, await screen.findByLabelText('Email'), 'bukan');
    expect(screen.queryByText('Email tidak valid')).not.toBeInTheDocument();
  });

  it('shows the server message above the form for wrong credentials', async () => {
    await renderApp({ url: '/login' });
    await fillLogin('pelanggan@studio.test', 'salah-sekali');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Email atau password salah'));
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  it('shows the server message when sign-ins for the email are locked after too many failures (429)', async () => {
    await testBackend.store.transact((db) => {
      for (let index = 0; index < LOGIN_FAILURE_LIMIT; index += 1)
        recordLoginFailure(db, 'pelanggan@studio.test', testBackend.clock.now());
    });
    const { router } = await renderApp({ url: '/login' });
    await fillLogin('pelanggan@studio.test', 'pelanggan123');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Terlalu banyak percobaan masuk, coba lagi dalam 15 menit'),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in, keeps the token, and goes home with the customer menu', async () => {
    const { router } = await renderApp({ url: '/login' });
    await fillLogin('pelanggan@studio.test', 'pelanggan123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toMatch(/^[0-9a-f]{64}$/);
    expect(await screen.findByText('Login berhasil')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sari/ })).toBeInTheDocument();
  });

  it('lets the password be shown and hidden', async () => {
    await renderApp({ url: '/login' });
    const user = userEvent.setup({ delay: null });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('returns a visitor to the login-required page they opened, in place of the login page', async () => {
    const { router } = await renderApp({ url: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillLogin('pelanggan@studio.test', 'pelanggan123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns with the query and fragment of the address', async () => {
    const { router } = await renderApp({ url: '/dashboard/transactions?status=waiting#daftar' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillLogin('admin@studio.test', 'admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transactions'));
    expect(router.state.location.search).toBe('?status=waiting');
    expect(router.state.location.hash).toBe('#daftar');
  });

  it('goes home rather than to another site', async () => {
    const { router } = await renderApp({ url: '/' });
    await act(() =>
      router.navigate('/login', { state: { from: { pathname: '//contoh.test/masuk', search: '', hash: '' } } }),
    );
    await fillLogin('pelanggan@studio.test', 'pelanggan123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in user who opens it on the way to a page to that page', async () => {
    const { router } = await renderApp({ url: '/', user: 'customer' });
    await act(() => router.navigate('/login', { state: signInReturnTo('/reservation/1') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation/1'));
  });

  it('carries the page the visitor was going to onto Belum mempunyai akun?', async () => {
    const { router } = await renderApp({ url: '/profile' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Belum mempunyai akun?' }));
    await screen.findByRole('heading', { name: 'Daftar' });
    expect(router.state.location.state).toEqual(signInReturnTo('/profile'));
  });
});
