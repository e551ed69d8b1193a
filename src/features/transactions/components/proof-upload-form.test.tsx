import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pngFile } from '@mocks/test-kit/png';
import { NOT_AN_IMAGE } from '@/lib/rules/uploads';
import { FIXTURE_TRANSACTION_ID, paymentStates, serveTransaction } from '@/test/fixtures/transactions';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

const openAwaitingPayment = async () => {
  testServer.use(serveTransaction(paymentStates.awaitingPayment()));
  await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
  return screen.findByLabelText('Bukti pembayaran');
};

/** Counts the uploads the page sends, and lets each go on to the backend. */
function countUploads(): { sent: number } {
  const uploads = { sent: 0 };
  testServer.use(
    http.post('*/api/v1/upload', () => {
      uploads.sent += 1;
    }),
  );
  return uploads;
}

describe('proof upload form', () => {
  it('refuses a file that is not the image it claims under the field, previews nothing and uploads nothing', async () => {
    const field = await openAwaitingPayment();
    const uploads = countUploads();
    const user = userEvent.setup({ delay: null });
    await user.upload(field, new File(['bukan gambar, hanya teks'], 'x.png', { type: 'image/png' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(NOT_AN_IMAGE));
    expect(field).toBeInvalid();
    expect(screen.getByText(NOT_AN_IMAGE)).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Pratinjau bukti pembayaran' })).not.toBeInTheDocument();
    expect(screen.getByText('Pilih gambar bukti pembayaran')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeEnabled());
    expect(field).toHaveAccessibleDescription(NOT_AN_IMAGE);
    expect(uploads.sent).toBe(0);
  });

  it('takes a real PNG picked after a refused file: the message goes and the picture is previewed', async () => {
    const field = await openAwaitingPayment();
    const user = userEvent.setup({ delay: null });
    await user.upload(field, new File(['bukan gambar'], 'x.png', { type: 'image/png' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(NOT_AN_IMAGE));

    await user.upload(field, pngFile('bukti.png'));
    expect(await screen.findByRole('img', { name: 'Pratinjau bukti pembayaran' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_AN_IMAGE)).not.toBeInTheDocument();
    expect(field).not.toBeInvalid();
    expect(screen.getByText('bukti.png')).toBeVisible();
  });

  it.each([
    [507, 'Penyimpanan browser penuh. Hapus data demo (Atur ulang) atau kosongkan ruang penyimpanan, lalu coba lagi.'],
    [
      409,
      'Batas unggahan tercapai: paling banyak 10 bukti pembayaran (total 20 MB) yang belum dikirim dalam 24 jam. Coba lagi nanti.',
    ],
  ])('shows the server’s message when the upload is refused with %i', async (status, message) => {
    testServer.use(http.post('*/api/v1/upload', () => HttpResponse.json({ message }, { status })));
    const field = await openAwaitingPayment();
    const user = userEvent.setup({ delay: null });
    await user.upload(field, pngFile('bukti.png'));
    await screen.findByRole('img', { name: 'Pratinjau bukti pembayaran' });
    await user.click(screen.getByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
