import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

const SERVER_ERROR = 'Terjadi kesalahan pada server. Coba lagi nanti.';

/** GET /me fails as `answer` says until the test lets the backend answer again. */
function meFails(answer: () => Response | Promise<Response>) {
  testServer.use(http.get('*/api/v1/me', answer));
}

describe('a signed-in page whose account cannot be read just now', () => {
  it('keeps the person signed in, says what happened and comes back with "Coba lagi" once the backend answers', async () => {
    meFails(() => HttpResponse.json({ message: SERVER_ERROR }, { status: 500 }));
    const { router, user } = await renderApp({ url: '/history', user: 'customer' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Akun Anda belum dapat dimuat' })).toBeVisible();
    expect(alert).toHaveTextContent(SERVER_ERROR);
    expect(router.state.location.pathname).toBe('/history');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    testServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await screen.findByRole('heading', { name: 'Riwayat Reservasi', level: 1 });
  });

  it('comes back by itself when the browser is online again', async () => {
    meFails(() => HttpResponse.error());
    await renderApp({ url: '/dashboard', user: 'admin' });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke layanan. Periksa koneksi Anda.'),
    );
    testServer.resetHandlers();
    window.dispatchEvent(new Event('online'));
    await screen.findByRole('heading', { name: /^Jadwal untuk /, level: 1 });
  });
});
