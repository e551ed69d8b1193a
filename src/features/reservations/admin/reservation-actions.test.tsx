import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@/lib/api/api-types';
import { fill } from '@/test/fill';
import { reservationFixture, type FixturePayment } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';
import { ReservationActions } from './reservation-actions';

const CANCEL_TEXT = 'Reservasi akan dibatalkan. Tindakan ini tidak dapat diurungkan.';

/** A pending booking of Rp 350.000, its session three days away, its payment as `payment` says. */
const booking = (payment: FixturePayment): Reservation =>
  reservationFixture({ id: 61, status: 'pending', transactionId: 161, days: 3, payment });

/** Answers the cancellation as done, and keeps what each request sent (`null` without a body). */
function recordCancellations(): { bodies: unknown[] } {
  const sent: { bodies: unknown[] } = { bodies: [] };
  testServer.use(
    http.patch('*/api/v1/reservation/:id/cancel', async ({ request }) => {
      const text = await request.text();
      sent.bodies.push(text ? JSON.parse(text) : null);
      return HttpResponse.json({ message: 'Reservasi berhasil dibatalkan', data: null });
    }),
  );
  return sent;
}

/** Presses 'Batal' on the booking's actions, and returns the confirmation it opens. */
async function openCancel(reservation: Reservation) {
  const view = await renderApp({
    user: 'admin',
    routes: [{ path: '/', element: <ReservationActions reservation={reservation} /> }],
  });
  await view.user.click(await screen.findByRole('button', { name: 'Batal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apakah anda yakin?' });
  return { user: view.user, dialog };
}

const amountField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Jumlah dikembalikan' });
const reasonField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Alasan pembatalan' });

describe('ReservationActions: the admin cancels a paid booking', () => {
  it('says what was paid, and offers to give all of it back, with a reason', async () => {
    const sent = recordCancellations();
    const { dialog } = await openCancel(booking('paid'));
    const inDialog = within(dialog);
    expect(dialog).toHaveTextContent(CANCEL_TEXT);
    expect(inDialog.getByText('Sudah dibayar: Rp 350.000')).toBeInTheDocument();
    expect(amountField(dialog)).toHaveValue('350000');
    expect(reasonField(dialog)).toHaveValue('');
    expect(reasonField(dialog)).toHaveAccessibleDescription('Disimpan bersama catatan pengembalian dana');
    expect(inDialog.getByRole('button', { name: 'Tidak' })).toBeInTheDocument();
    expect(inDialog.getByRole('button', { name: 'Ya' })).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('sends a smaller amount with the reason, then says it is done and closes', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('paid'));
    const inDialog = within(dialog);
    await fill(user, reasonField(dialog), '  Fotografer berhalangan ');
    await user.clear(amountField(dialog));
    await user.type(amountField(dialog), '200.000');
    expect(amountField(dialog)).toHaveValue('200000');
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ reason: 'Fotografer berhalangan', refundAmount: 200_000 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives all that was paid back when nothing is changed', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('paid'));
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ reason: '', refundAmount: 350_000 }]);
  });

  it('prefills what a down payment brought, not the total', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('balance-due'));
    const inDialog = within(dialog);
    expect(inDialog.getByText('Sudah dibayar: Rp 175.000')).toBeInTheDocument();
    expect(amountField(dialog)).toHaveValue('175000');
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ reason: '', refundAmount: 175_000 }]);
  });

  it('refuses more than was paid with the backend’s message, and sends nothing', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('paid'));
    const inDialog = within(dialog);
    await user.clear(amountField(dialog));
    await user.type(amountField(dialog), '400000');
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(amountField(dialog)).toHaveAccessibleDescription(
        /^Jumlah pengembalian melebihi yang dibayar \(Rp\s350\.000\)$/,
      ),
    );
    expect(amountField(dialog)).toBeInvalid();
    expect(dialog).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('asks for an amount when the field is emptied, and holds the reason to 500 characters', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('paid'));
    const inDialog = within(dialog);
    await user.clear(amountField(dialog));
    await fill(user, reasonField(dialog), 'a'.repeat(501));
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    expect(await inDialog.findByText('Jumlah pengembalian tidak boleh kosong')).toBeInTheDocument();
    expect(inDialog.getByText('Alasan maksimal 500 karakter')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('shows a refusal as a notice and closes, as the plain cancel does', async () => {
    testServer.use(
      http.patch('*/api/v1/reservation/:id/cancel', () =>
        HttpResponse.json({ message: 'Reservasi tidak dapat diubah' }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openCancel(booking('paid'));
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Reservasi tidak dapat diubah')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Tidak' closes without cancelling, and the next opening starts afresh", async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('paid'));
    const inDialog = within(dialog);
    await fill(user, reasonField(dialog), 'Salah pilih');
    await user.clear(amountField(dialog));
    await user.click(inDialog.getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    const reopened = await screen.findByRole('dialog', { name: 'Apakah anda yakin?' });
    expect(amountField(reopened)).toHaveValue('350000');
    expect(reasonField(reopened)).toHaveValue('');
    expect(sent.bodies).toEqual([]);
  });
});

describe('ReservationActions: the admin cancels an unpaid booking', () => {
  it('only asks to confirm, in the spec’s words, and sends no body', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('awaiting'));
    const inDialog = within(dialog);
    expect(dialog).toHaveTextContent(CANCEL_TEXT);
    expect(dialog).not.toHaveTextContent('Sudah dibayar');
    expect(inDialog.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([null]);
  });

  it('treats a refused proof as nothing paid', async () => {
    const sent = recordCancellations();
    const { user, dialog } = await openCancel(booking('rejected'));
    const inDialog = within(dialog);
    expect(inDialog.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    expect(sent.bodies).toEqual([null]);
  });
});
