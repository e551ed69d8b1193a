import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatSessionMoment } from '@/lib/format';
import { seededPendingBookings, sendProofElsewhere } from '@/test/fixtures/own-bookings';
import { hang } from '@story-harness/story-handlers';
import { http, HttpResponse } from 'msw';
import type { BookingPolicy } from '@/lib/api/api-types';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { refundFixture } from '@/test/fixtures/reservations';
import {
  FIXTURE_TRANSACTION_ID,
  paymentStates,
  serveTransaction,
  transactionFixture,
} from '@/test/fixtures/transactions';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

/** A policy whose tiers part at 48 hours: the fixture's session, three days ahead, is always beyond. */
const stricterPolicy: BookingPolicy = {
  ...bookingPolicyOf(DEFAULT_SETTINGS),
  cancellation: {
    tiers: [
      { minHoursBefore: 48, refundPercent: 75 },
      { minHoursBefore: 0, refundPercent: 0 },
    ],
    downPaymentRefundable: false,
  },
};

const cancelButton = () => screen.queryByRole('button', { name: 'Batalkan' });

async function openUnpaidPayment() {
  const { unpaid } = await seededPendingBookings();
  await renderApp({ url: `/payment/${unpaid.transactionId}`, user: 'customer' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
  return { unpaid, user, dialog: await screen.findByRole('dialog', { name: 'Batalkan reservasi?' }) };
}

describe('payment page: a customer cancels their own booking', () => {
  it.each([
    ['it awaits payment', paymentStates.awaitingPayment],
    ['a proof was rejected', paymentStates.proofRejected],
    ['the down payment is half paid', paymentStates.downPaymentHalfValid],
    ['it is paid', paymentStates.paid],
  ])('offers Batalkan before the session while %s', async (_state, fixture) => {
    testServer.use(serveTransaction(fixture()));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(await screen.findByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
  });

  it.each([
    ['a proof waits for validation', paymentStates.proofWaiting],
    ['it is cancelled', paymentStates.cancelled],
    ['it expired', paymentStates.expired],
  ])('offers no Batalkan once %s', async (_state, fixture) => {
    testServer.use(serveTransaction(fixture()));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(await screen.findByRole('heading', { name: 'Ringkasan Reservasi' })).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it('offers to cancel a paid booking by the policy its transaction carries, without reading the booking', async () => {
    testServer.use(serveTransaction(paymentStates.paid()), hang('reservation/:id'));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(await screen.findByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
  });

  it('shows a paid booking’s refund by the policy it was made under before confirming, and sends the account', async () => {
    const bodies: unknown[] = [];
    testServer.use(
      serveTransaction(transactionFixture({ status: 'paid', proofs: ['true'], policy: stricterPolicy })),
      http.patch('*/api/v1/reservation/:id/cancel-own', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Reservasi berhasil dibatalkan', data: null });
      }),
    );
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Batalkan reservasi?' }));
    // The session is more than 48 hours away: the booking's own tier gives back 75%.
    expect(
      dialog.getByText('Dana yang dikembalikan: Rp 330.000 (75% dari Rp 440.000 yang sudah dibayar)'),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Nama bank' }), 'BCA');
    await user.type(dialog.getByRole('textbox', { name: 'Nomor rekening' }), '1234567890');
    await user.type(dialog.getByRole('textbox', { name: 'Nama pemilik rekening' }), 'Sari Wulandari');
    await user.click(dialog.getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(bodies).toEqual([{ bankAccount: { bank: 'BCA', number: '1234567890', holder: 'Sari Wulandari' } }]);
  });

  it('shows what a cancelled booking gives back, waiting or paid back', async () => {
    const { reservationId } = paymentStates.cancelledAfterDownPayment();
    const refund = refundFixture({ reservationId, amount: 110_000, paid: 220_000 });
    testServer.use(serveTransaction(paymentStates.cancelledAfterDownPayment(refund)));
    const view = await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(await screen.findByText('Pengembalian dana Rp 110.000 · Menunggu')).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    view.unmount();

    const paidBack = { ...refund, status: 'paid', method: 'cash', paidAt: '2026-11-28T00:00:00.000Z' } as const;
    testServer.use(serveTransaction(paymentStates.cancelledAfterDownPayment(paidBack)));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(
      await screen.findByText('Pengembalian dana Rp 110.000 · Dikembalikan Sab, 28 Nov 2026 (Tunai)'),
    ).toBeInTheDocument();
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
