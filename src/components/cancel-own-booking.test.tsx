import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NO_REFUND_TEXT, REFUND_BY_TRANSFER_NOTE } from '@/content/own-refund-text';
import { type RefundableBooking } from '@/lib/rules/refunds';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { HOUR_MS } from '@/lib/rules/studio-time';
import { dayFromToday } from '@/test/fixtures/relative-time';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';
import { CancelOwnBooking } from './cancel-own-booking';

const booking = { id: 77, date: dayFromToday(3), timeSlot: { id: 8, time: '12:40' } };
const ACCOUNT = { bank: 'BCA', number: '1234567890', holder: 'Sari Wulandari' };

/** A booking paid in full (Rp 350.000) under the default policy, its session `hours` away. */
const paidBooking = (hours: number, changes: Partial<RefundableBooking> = {}): RefundableBooking => ({
  policy: DEFAULT_SETTINGS.cancellation,
  sessionStart: new Date(Date.now() + hours * HOUR_MS),
  paid: 350_000,
  type: 'fullpayment',
  firstInstallment: 350_000,
  ...changes,
});

/** Answers the cancellation as done, and keeps what each request sent (`null` without a body). */
function recordCancellations(): { bodies: unknown[] } {
  const sent: { bodies: unknown[] } = { bodies: [] };
  testServer.use(
    http.patch('*/api/v1/reservation/:id/cancel-own', async ({ request }) => {
      const text = await request.text();
      sent.bodies.push(text ? JSON.parse(text) : null);
      return HttpResponse.json({ message: 'Reservasi berhasil dibatalkan', data: null });
    }),
  );
  return sent;
}

async function openDialog(refundable?: RefundableBooking) {
  const view = await renderApp({
    user: 'customer',
    routes: [{ path: '/', element: <CancelOwnBooking booking={booking} refundable={refundable} /> }],
  });
  await view.user.click(await screen.findByRole('button', { name: 'Batalkan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Batalkan reservasi?' });
  return { user: view.user, dialog };
}

describe('CancelOwnBooking of a paid booking', () => {
  it('shows the refund by the booking’s policy before anything is sent, and asks for the account', async () => {
    const sent = recordCancellations();
    const { dialog } = await openDialog(paidBooking(48));
    const inDialog = within(dialog);
    expect(dialog).toHaveTextContent('Dana yang dikembalikan: Rp 175.000 (50% dari Rp 350.000 yang sudah dibayar)');
    expect(dialog).toHaveTextContent(REFUND_BY_TRANSFER_NOTE);
    expect(dialog).toHaveTextContent('akan dibatalkan dan waktunya dilepas untuk pelanggan lain');
    expect(inDialog.getByRole('textbox', { name: 'Nama bank' })).toBeInTheDocument();
    expect(inDialog.getByRole('textbox', { name: 'Nomor rekening' })).toBeInTheDocument();
    expect(inDialog.getByRole('textbox', { name: 'Nama pemilik rekening' })).toBeInTheDocument();
    expect(inDialog.getByRole('button', { name: 'Tidak' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('DP tidak dapat dikembalikan');
    expect(sent.bodies).toEqual([]);
  });

  it('sends the bank account with the cancellation, and says it is done', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openDialog(paidBooking(100));
    const inDialog = within(dialog);
    await user.type(inDialog.getByRole('textbox', { name: 'Nama bank' }), ACCOUNT.bank);
    await user.type(inDialog.getByRole('textbox', { name: 'Nomor rekening' }), ACCOUNT.number);
    await user.type(inDialog.getByRole('textbox', { name: 'Nama pemilik rekening' }), `  ${ACCOUNT.holder} `);
    await user.click(inDialog.getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ bankAccount: ACCOUNT }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the account as the backend does, in Indonesian, and sends nothing until it is right', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openDialog(paidBooking(48));
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await inDialog.findByText('Nama bank tidak boleh kosong')).toBeInTheDocument();
    expect(inDialog.getByText('Nomor rekening tidak boleh kosong')).toBeInTheDocument();
    expect(inDialog.getByText('Nama pemilik rekening tidak boleh kosong')).toBeInTheDocument();
    await user.type(inDialog.getByRole('textbox', { name: 'Nomor rekening' }), '12-34');
    expect(await inDialog.findByText('Nomor rekening harus 6-20 angka')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('says nothing comes back under 24 hours, asks no account, and sends none', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openDialog(paidBooking(10));
    const inDialog = within(dialog);
    expect(dialog).toHaveTextContent(NO_REFUND_TEXT);
    expect(inDialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(REFUND_BY_TRANSFER_NOTE);
    await user.click(inDialog.getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([null]);
  });

  it('applies the share to what was paid beyond a down payment the policy keeps, and says so', async () => {
    recordCancellations();
    const keeping = { ...DEFAULT_SETTINGS.cancellation, downPaymentRefundable: false };
    const { dialog } = await openDialog(
      paidBooking(100, { policy: keeping, type: 'downpayment', firstInstallment: 175_000 }),
    );
    expect(dialog).toHaveTextContent(
      'Dana yang dikembalikan: Rp 175.000 (100% dari Rp 175.000 yang sudah dibayar di luar DP)',
    );
    expect(dialog).toHaveTextContent('DP tidak dapat dikembalikan');
  });

  it('shows a refusal as a notice and closes, as the unpaid cancellation does', async () => {
    const message = 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sedang divalidasi';
    testServer.use(
      http.patch('*/api/v1/reservation/:id/cancel-own', () => HttpResponse.json({ message }, { status: 409 })),
    );
    const { user } = await openDialog(paidBooking(10));
    await user.click(screen.getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Tidak closes without cancelling', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openDialog(paidBooking(48));
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.bodies).toEqual([]);
  });
});

describe('CancelOwnBooking of an unpaid booking', () => {
  it('only asks to confirm, and sends no body', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openDialog(paidBooking(48, { paid: 0 }));
    const inDialog = within(dialog);
    expect(dialog).not.toHaveTextContent('Dana yang dikembalikan');
    expect(inDialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(inDialog.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([null]);
  });
});
