import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, fillAndSubmit } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';
import { itBehavesAsAnAuthPage } from '@/test/auth-page-cases';

const valid = { name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432', password: 'rahasia1' };
const INVALID_PHONE = 'Nomor telepon tidak valid (contoh, 0812-3456-7890 atau +62 812 3456 7890)';

// The longest values run to 256 characters, and what is checked here is the form's answer to the value: they
// are filled in one change each (`fill`), not typed.
const submitRegistration = (values: Partial<typeof valid>) =>
  fillAndSubmit(
    [
      ['Nama Lengkap', values.name],
      ['Email', values.email],
      ['Nomor Telepon / WhatsApp', values.phone],
      ['Password', values.password],
    ],
    'Daftar',
  );

describe('register page', () => {
  itBehavesAsAnAuthPage({
    url: '/register',
    heading: 'Daftar',
    switchLabel: 'Sudah punya akun?',
    switchTo: '/login',
    signedIn: 'admin',
    landsOn: '/dashboard/today-schedule',
  });

  it('shows every required-field message on an empty submit', async () => {
    await renderApp({ url: '/register' });
    await submitRegistration({});
    for (const message of [
      'Nama tidak boleh kosong',
      'Email tidak boleh kosong',
      'Nomor telepon tidak boleh kosong',
      'Password tidak boleh kosong',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it.each([
    [{ ...valid, name: 'Bu' }, 'Nama minimal 3 karakter'],
    [{ ...valid, name: 'x'.repeat(256) }, 'Nama maksimal 255 karakter'],
    [{ ...valid, email: 'budi' }, 'Email tidak valid'],
    [{ ...valid, phone: '0812' }, 'Nomor telepon minimal 12 karakter'],
    [{ ...valid, phone: '0'.repeat(21) }, 'Nomor telepon maksimal 20 karakter'],
    [{ ...valid, password: '12345' }, 'Password minimal 6 karakter'],
    [{ ...valid, password: 'x'.repeat(101) }, 'Password maksimal 100 karakter'],
  ])('shows the length and format message %#', async (values, message) => {
    await renderApp({ url: '/register' });
    await submitRegistration(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each(['<svg onload=alert()>', '0812-ABCD-7890', '++6281298765432'])(
    'shows the phone message under the field for %j, and registers no one',
    async (phone) => {
      await renderApp({ url: '/register' });
      await submitRegistration({ ...valid, phone });
      const field = screen.getByLabelText('Nomor Telepon / WhatsApp');
      await waitFor(() => expect(field).toHaveAccessibleDescription(INVALID_PHONE));
      expect(field).toBeInvalid();
      expect(screen.getByText(INVALID_PHONE)).toBeVisible();
      expect(await testBackend.store.read((db) => db.users.some((user) => user.email === valid.email))).toBe(false);
    },
  );

  it('registers a phone written with a leading +, spaces or dashes, kept as written', async () => {
    const { router } = await renderApp({ url: '/register' });
    await submitRegistration({ ...valid, phone: '+62 812-9876-5432' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const stored = await testBackend.store.read((db) => db.users.find((user) => user.email === valid.email)?.phone);
    expect(stored).toBe('+62 812-9876-5432');
  });

  it('shows the server message above the form when the email is taken', async () => {
    await renderApp({ url: '/register' });
    await submitRegistration({ ...valid, email: 'pelanggan@studio.test' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Email sudah terdaftar'));
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled();
  });

  it('registers, shows the server message and goes to the login page, its email filled in', async () => {
    const { router } = await renderApp({ url: '/register' });
    await submitRegistration({ ...valid, email: '  Budi@Contoh.ID ' });
    await screen.findByRole('heading', { name: 'Masuk' });
    expect(await screen.findByText('Registrasi berhasil, silakan masuk')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    // The email as the account was registered with it, carried in the page's state, never in its address.
    expect(screen.getByLabelText('Email')).toHaveValue(valid.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '', hash: '' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the page a visitor was going to through registering to the first sign-in', async () => {
    const { router } = await renderApp({ url: '/profile' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Belum mempunyai akun?' }));
    await submitRegistration(valid);
    await screen.findByRole('heading', { name: 'Masuk' });
    expect(router.state.location.pathname).toBe('/login');

    expect(screen.getByLabelText('Email')).toHaveValue(valid.email);
    await fill(user, screen.getByLabelText('Password'), valid.password);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('heading', { name: valid.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('carries the page the visitor was going to onto Sudah punya akun?', async () => {
    const { router } = await renderApp({ url: '/history' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Belum mempunyai akun?' }));
    await user.click(await screen.findByRole('link', { name: 'Sudah punya akun?' }));
    await screen.findByRole('heading', { name: 'Masuk' });
    expect(router.state.location.state).toEqual({ from: { pathname: '/history', search: '', hash: '' } });
  });
});
