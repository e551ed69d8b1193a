import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatSessionMoment } from '@/lib/format';
import { seededPendingBookings, sendProofElsewhere } from '@/test/fixtures/own-bookings';
import { FIXTURE_TRANSACTION_ID, paymentStates, serveTransaction } from '@/test/fixtures/transactions';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

const cancelButton = () => screen.queryByRole('button', { name: 'Batalkan' });

async function openUnpaidPayment() {
  const { unpaid } = await seededPendingBookings();
  await renderApp({ url: `/payment/${unpaid.transactionId}`, user: 'customer' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
  return { unpaid, user, dialog: await screen.findByRole('dialog', { name: 'Batalkan reservasi?' }) };
}

describe('payment page: a customer cancels their own booking', () => {
  it('offers Batalkan while the booking awaits payment and no proof was sent', async () => {
    testServer.use(serveTransaction(paymentStates.awaitingPayment()));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(await screen.findByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
  });

  it.each([
    ['a proof waits for validation', paymentStates.proofWaiting],
    ['a proof was rejected', paymentStates.proofRejected],
    ['the down payment is half paid', paymentStates.downPaymentHalfValid],
    ['it is paid', paymentStates.paid],
    ['it is cancelled', paymentStates.cancelled],
    ['it expired', paymentStates.expired],
  ])('offers no Batalkan once %s', async (_state, fixture) => {
    testServer.use(serveTransaction(fixture()));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(await screen.findByRole('heading', { name: 'Ringkasan Reservasi' })).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it('asks first, naming the day and time of the booking', async () => {
    const { dialog, unpaid } = await openUnpaidPayment();
    expect(dialog).toHaveTextContent(`Reservasi pada ${formatSessionMoment(unpaid.date, unpaid.time)} akan dibatalkan`);
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });

  it('cancels: the notice says so, and the page shows the booking cancelled with no countdown nor upload', async () => {
    const { dialog, user } = await openUnpaidPayment();
    expect(screen.getByText(/^Sisa waktu/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(await screen.findByText('Reservasi telah dibatalkan')).toBeInTheDocument();
    expect(screen.queryByText(/^Sisa waktu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Kode QR pembayaran/ })).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it('says why when a proof was sent meanwhile, and then shows the proof waiting instead of Batalkan', async () => {
    const { dialog, unpaid, user } = await openUnpaidPayment();
    await sendProofElsewhere(unpaid.transactionId);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(
      await screen.findByText('Reservasi tidak dapat dibatalkan karena bukti pembayaran sedang divalidasi'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/sedang divalidasi oleh admin/)).toBeInTheDocument();
    await waitFor(() => expect(cancelButton()).not.toBeInTheDocument());
  });
});
