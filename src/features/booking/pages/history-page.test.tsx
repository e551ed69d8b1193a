import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failGet } from '../../../test/fixtures/catalogue';
import { historyFixture, serveOwnReservations } from '../../../test/fixtures/reservations';
import { renderApp } from '../../../test/render-app';
import { testServer } from '../../../test/test-server';

/** The wide-screen table; the phone cards repeat the same actions. */
const historyTable = () => screen.findByRole('table', { name: 'Riwayat reservasi' });
const rowOf = (table: HTMLElement, id: number) => {
  const row = within(table).getByText(`#${id}`).closest('tr');
  if (!row) throw new Error(`Baris #${id} tidak ada`);
  return within(row);
};

describe('history page', () => {
  it('shows each reservation with its status badge, time, category and package', async () => {
    testServer.use(serveOwnReservations(historyFixture));
    await renderApp({ url: '/history', user: 'customer' });
    const table = await historyTable();
    expect(rowOf(table, 41).getByText('Selesai')).toBeInTheDocument();
    expect(rowOf(table, 43).getByText('Pending')).toBeInTheDocument();
    expect(rowOf(table, 44).getByText('Dibatalkan')).toBeInTheDocument();
    expect(rowOf(table, 41).getByText('12:40')).toBeInTheDocument();
    expect(rowOf(table, 41).getByText('Foto Keluarga')).toBeInTheDocument();
    expect(rowOf(table, 41).getByText('Keluarga Kecil')).toBeInTheDocument();
  });

  it('offers Lihat Ulasan only for a completed reservation with a review', async () => {
    testServer.use(serveOwnReservations(historyFixture));
    await renderApp({ url: '/history', user: 'customer' });
    const table = await historyTable();
    expect(rowOf(table, 41).getByRole('link', { name: 'Lihat Ulasan' })).toHaveAttribute('href', '/review/41/detail');
    expect(rowOf(table, 41).queryByRole('link', { name: 'Beri Ulasan' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Lihat Ulasan' })).toHaveLength(1);
  });

  it('offers Beri Ulasan only for a completed reservation without a review', async () => {
    testServer.use(serveOwnReservations(historyFixture));
    await renderApp({ url: '/history', user: 'customer' });
    const table = await historyTable();
    expect(rowOf(table, 42).getByRole('link', { name: 'Beri Ulasan' })).toHaveAttribute('href', '/review/42');
    expect(within(table).getAllByRole('link', { name: 'Beri Ulasan' })).toHaveLength(1);
    expect(rowOf(table, 43).queryByRole('link', { name: /Ulasan/ })).not.toBeInTheDocument();
  });

  it('links Pembayaran to the payment page of the transaction', async () => {
    testServer.use(serveOwnReservations(historyFixture));
    await renderApp({ url: '/history', user: 'customer' });
    const table = await historyTable();
    expect(rowOf(table, 43).getByRole('link', { name: 'Pembayaran' })).toHaveAttribute('href', '/payment/143');
    expect(rowOf(table, 41).getByRole('link', { name: 'Pembayaran' })).toHaveAttribute('href', '/payment/141');
    expect(rowOf(table, 44).queryByRole('link', { name: 'Pembayaran' })).not.toBeInTheDocument();
  });

  it("lists the signed-in customer's own seeded reservations", async () => {
    await renderApp({ url: '/history', user: 'customer' });
    const table = await historyTable();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('says so when there is no reservation yet', async () => {
    testServer.use(serveOwnReservations([]));
    await renderApp({ url: '/history', user: 'customer' });
    expect(await screen.findByText('Belum ada reservasi')).toBeInTheDocument();
  });

  it("shows the server's message when the history cannot be loaded", async () => {
    testServer.use(failGet('reservations/user', 500, 'Server sedang sibuk'));
    await renderApp({ url: '/history', user: 'customer' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server sedang sibuk');
  });
});
