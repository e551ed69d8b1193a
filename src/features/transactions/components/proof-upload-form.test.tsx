import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TRANSACTION_ID, paymentStates, serveTransaction } from '@/test/fixtures/transactions';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

describe('proof upload form', () => {
  it.each([
    [507, 'Penyimpanan browser penuh. Hapus data demo (Atur ulang) atau kosongkan ruang penyimpanan, lalu coba lagi.'],
    [
      409,
      'Batas unggahan tercapai: paling banyak 10 bukti pembayaran (total 20 MB) yang belum dikirim dalam 24 jam. Coba lagi nanti.',
    ],
  ])('shows the server’s message when the upload is refused with %i', async (status, message) => {
    testServer.use(
      serveTransaction(paymentStates.awaitingPayment()),
      http.post('*/api/v1/upload', () => HttpResponse.json({ message }, { status })),
    );
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    const user = userEvent.setup({ delay: null });
    await user.upload(
      await screen.findByLabelText('Bukti pembayaran'),
      new File(['bukti'], 'bukti.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
