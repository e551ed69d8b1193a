import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatSessionMoment } from '@/lib/format';
import { seededPendingBookings, sendProofElsewhere } from '@/test/fixtures/own-bookings';
import { refundFixture, reservationFixture, serveOwnReservations, startingInHours } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { rowIn } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { answerConfirmation } from '@/test/confirmation';

const PROOF_SENT = 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sedang divalidasi';

/** The wide-screen table of pending bookings; the phone cards repeat the same actions. */
const historyTable = () => screen.findByRole('table', { name: 'Akan datang' });
const rowOf = (table: HTMLElement, id: number) => within(rowIn(table, `#${id}`));
const statusOf = (reservationId: number) =>
  testBackend.store.read((db) => db.reservations.find((row) => row.id === reservationId)?.status);

async function openHistory() {
  const bookings = await seededPendingBookings();
  const view = await renderApp({ url: '/history', user: 'customer' });
  const table = await historyTable();
  const row = rowIn(table, `#${bookings.unpaid.reservationId}`);
  const user = userEvent.setup({ delay: null });
  return { ...bookings, ...view, table, row, user };
}

describe('history: a customer cancels their own booking', () => {
  it('offers Batalkan on a pending booking unless a proof of it waits for the admin', async () => {
    const { table, row, proofSent } = await openHistory();
    expect(within(row).getByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
    expect(rowOf(table, proofSent.reservationId).queryByRole('button', { name: 'Batalkan' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Batalkan' })).toHaveLength(1);
  });

  it('offers Batalkan on a pending booking that has no transaction yet', async () => {
    testServer.use(serveOwnReservations([reservationFixture({ id: 45, status: 'pending', days: 2 })]));
    await renderApp({ url: '/history', user: 'customer' });
    expect(rowOf(await historyTable(), 45).getByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
  });

  it('offers Batalkan on paid and rejected bookings before their session, and none once it started', async () => {
    testServer.use(
      serveOwnReservations([
        reservationFixture({ id: 56, status: 'pending', transactionId: 156, days: 5, payment: 'paid' }),
        reservationFixture({ id: 53, status: 'pending', transactionId: 153, days: 4, payment: 'rejected' }),
        startingInHours(
          reservationFixture({ id: 54, status: 'pending', transactionId: 154, days: 0, payment: 'balance-due' }),
          -0.1,
        ),
      ]),
    );
    await renderApp({ url: '/history', user: 'customer' });
    const table = await historyTable();
    expect(rowOf(table, 56).getByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
    expect(rowOf(table, 53).getByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
    expect(rowOf(table, 54).queryByRole('button', { name: 'Batalkan' })).not.toBeInTheDocument();
  });

  it('shows a paid booking’s refund by its policy before confirming', async () => {
    testServer.use(
      serveOwnReservations([
        reservationFixture({ id: 56, status: 'pending', transactionId: 156, days: 5, payment: 'paid' }),
      ]),
    );
    const { user } = await renderApp({ url: '/history', user: 'customer' });
    await user.click(rowOf(await historyTable(), 56).getByRole('button', { name: 'Batalkan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Batalkan reservasi?' }));
    expect(
      dialog.getByText('Dana yang dikembalikan: Rp 350.000 (100% dari Rp 350.000 yang sudah dibayar)'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Nomor rekening' })).toBeInTheDocument();
  });

  it('shows what a cancelled booking gives back: waiting, or paid back on a day and how', async () => {
    testServer.use(
      serveOwnReservations([
        reservationFixture({
          id: 44,
          status: 'cancelled',
          days: -2,
          transactionId: 144,
          refund: refundFixture({ reservationId: 44, amount: 175_000, paid: 350_000 }),
        }),
        reservationFixture({
          id: 46,
          status: 'cancelled',
          days: -5,
          transactionId: 146,
          refund: refundFixture({ reservationId: 46, amount: 350_000, paidAt: '2026-11-28' }),
        }),
        reservationFixture({ id: 48, status: 'cancelled', days: -4, transactionId: 148 }),
      ]),
    );
    await renderApp({ url: '/history', user: 'customer' });
    const past = await screen.findByRole('table', { name: 'Selesai/Dibatalkan' });
    expect(rowOf(past, 44).getByText('Pengembalian dana Rp 175.000 · Menunggu')).toBeInTheDocument();
    expect(
      rowOf(past, 46).getByText('Pengembalian dana Rp 350.000 · Dikembalikan Sab, 28 Nov 2026 (Transfer)'),
    ).toBeInTheDocument();
    expect(rowOf(past, 48).queryByText(/Pengembalian dana/)).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Selesai/Dibatalkan' });
    expect(within(cards).getByText('Pengembalian dana Rp 175.000 · Menunggu')).toBeInTheDocument();
  });

  it('asks first, naming the day and time, and Kembali keeps the booking', async () => {
    const { row, unpaid, user } = await openHistory();
    await user.click(await within(row).findByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan reservasi?' });
    expect(dialog).toHaveTextContent(
      `Reservasi pada ${formatSessionMoment(unpaid.date, unpaid.time)} akan dibatalkan dan waktunya dilepas untuk pelanggan lain. Tindakan ini tidak dapat diurungkan.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(await statusOf(unpaid.reservationId)).toBe('pending');
  });

  it('cancels the booking: the notice says so, and the entry moves to Selesai/Dibatalkan without payment actions', async () => {
    const { table, unpaid, user } = await openHistory();
    await answerConfirmation(
      user,
      rowOf(table, unpaid.reservationId).getByRole('button', { name: 'Batalkan' }),
      'Ya, Batalkan',
      'Batalkan reservasi?',
    );
    expect(await screen.findByText('Reservasi berhasil dibatalkan')).toBeInTheDocument();
    const past = await screen.findByRole('table', { name: 'Selesai/Dibatalkan' });
    await waitFor(() => expect(within(past).getByText(`#${unpaid.reservationId}`)).toBeInTheDocument());
    const row = rowIn(past, `#${unpaid.reservationId}`);
    expect(within(row).getAllByText('Dibatalkan').length).toBeGreaterThan(0);
    expect(within(table).queryByText(`#${unpaid.reservationId}`)).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Batalkan' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Bayar|pembayaran/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Tambah ke Kalender' })).not.toBeInTheDocument();
    expect(await statusOf(unpaid.reservationId)).toBe('cancelled');
  });

  it('says why when a proof was sent meanwhile, and offers Batalkan no more', async () => {
    const { row, unpaid, user } = await openHistory();
    await user.click(await within(row).findByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog');
    await sendProofElsewhere(unpaid.transactionId);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText(PROOF_SENT)).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Batalkan' })).not.toBeInTheDocument());
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(await statusOf(unpaid.reservationId)).toBe('pending');
  });
});
