import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failGet } from '@/test/fixtures/catalogue';
import { historyFixture, historyOrder, serveOwnReservations } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { rowIn } from '@/test/table-rows';
import { testServer } from '@/test/test-server';

/** A group's wide-screen table (named by its heading); the phone cards repeat the same entries and actions. */
const groupTable = (name: 'Akan datang' | 'Selesai/Dibatalkan') => screen.findByRole('table', { name });
const rowOf = (table: HTMLElement, id: number) => within(rowIn(table, `#${id}`));
const idsIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Number(
        within(row)
          .getByText(/^#\d+$/)
          .textContent?.slice(1),
      ),
    );

async function openHistory() {
  testServer.use(serveOwnReservations(historyFixture));
  await renderApp({ url: '/history', user: 'customer' });
  return { upcoming: await groupTable('Akan datang'), past: await groupTable('Selesai/Dibatalkan') };
}

describe('history page', () => {
  it('shows pending bookings under Akan datang, soonest first, and the rest under Selesai/Dibatalkan, most recent first', async () => {
    const { upcoming, past } = await openHistory();
    expect(screen.getByRole('heading', { level: 2, name: 'Akan datang' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Selesai/Dibatalkan' })).toBeInTheDocument();
    expect(idsIn(upcoming)).toEqual(historyOrder.upcoming);
    expect(idsIn(past)).toEqual(historyOrder.past);
    const cards = within(screen.getByRole('list', { name: 'Akan datang' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(/^#\d+$/).textContent)).toEqual(
      historyOrder.upcoming.map((id) => `#${id}`),
    );
  });

  it('keeps the columns: status badge, time, category and package', async () => {
    const { upcoming, past } = await openHistory();
    expect(rowOf(past, 41).getByText('Selesai')).toBeInTheDocument();
    expect(rowOf(upcoming, 51).getByText('Pending')).toBeInTheDocument();
    // The badge, and the status line that says no more.
    expect(rowOf(past, 44).getAllByText('Dibatalkan')).toHaveLength(2);
    expect(rowOf(upcoming, 51).getByText('10.20 WIB')).toBeInTheDocument();
    expect(rowOf(past, 41).getByText('Foto Keluarga')).toBeInTheDocument();
    expect(rowOf(past, 41).getByText('Keluarga Kecil')).toBeInTheDocument();
  });

  it('says on each entry what it waits for', async () => {
    const { upcoming, past } = await openHistory();
    expect(
      rowOf(upcoming, 51).getByText(
        /^Menunggu pembayaran · bayar Rp\s350\.000 sebelum \S+, \d+ \S+ \d{4} pukul \d\d\.\d\d WIB$/,
      ),
    ).toBeInTheDocument();
    expect(rowOf(upcoming, 52).getByText('Bukti sedang diperiksa admin')).toBeInTheDocument();
    expect(rowOf(upcoming, 53).getByText(/^Bukti ditolak · unggah ulang sebelum /)).toBeInTheDocument();
    expect(
      rowOf(upcoming, 54).getByText(/^DP diterima · pelunasan Rp\s175\.000 paling lambat .* pukul 12\.40 WIB$/),
    ).toBeInTheDocument();
    expect(rowOf(upcoming, 55).getByText('Pembayaran lengkap · menunggu konfirmasi admin')).toBeInTheDocument();
    expect(rowOf(upcoming, 56).getByText('Lunas · sampai jumpa di studio')).toBeInTheDocument();
    expect(rowOf(upcoming, 57).getByText(/^Belum memilih metode pembayaran · selesaikan sebelum /)).toBeInTheDocument();
    expect(rowOf(past, 48).getByText('Pembayaran kadaluarsa · jadwal dilepas')).toBeInTheDocument();
    expect(rowOf(past, 41).getByText('Sesi selesai · terima kasih atas ulasan Anda')).toBeInTheDocument();
  });

  it('offers one action to pay, send again or start the payment where one is owed', async () => {
    const { upcoming } = await openHistory();
    expect(rowOf(upcoming, 51).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute('href', '/payment/151');
    expect(rowOf(upcoming, 54).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute('href', '/payment/154');
    expect(rowOf(upcoming, 53).getByRole('link', { name: 'Unggah ulang' })).toHaveAttribute('href', '/payment/153');
    expect(rowOf(upcoming, 57).getByRole('button', { name: 'Lanjutkan pembayaran' })).toBeInTheDocument();
    expect(within(upcoming).getAllByRole('link', { name: 'Bayar sekarang' })).toHaveLength(2);
  });

  it('only links the payment where nothing is owed, and offers no payment at all on an expired or cancelled booking', async () => {
    const { upcoming, past } = await openHistory();
    for (const id of [52, 55, 56]) {
      expect(rowOf(upcoming, id).getByRole('link', { name: 'Lihat pembayaran' })).toHaveAttribute(
        'href',
        `/payment/${100 + id}`,
      );
      expect(rowOf(upcoming, id).queryByRole('link', { name: /Bayar|Unggah/ })).not.toBeInTheDocument();
    }
    for (const id of [44, 48]) {
      expect(
        rowOf(past, id).queryByRole('link', { name: /Bayar|Unggah|pembayaran|Pembayaran/ }),
      ).not.toBeInTheDocument();
      expect(rowOf(past, id).queryByRole('button', { name: /pembayaran|Batalkan/ })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Pembayaran' })).not.toBeInTheDocument();
  });

  it('asks for a review of a finished session, or shows it, and keeps its receipt', async () => {
    const { past } = await openHistory();
    expect(rowOf(past, 42).getByRole('link', { name: 'Beri Ulasan' })).toHaveAttribute('href', '/review/42');
    expect(rowOf(past, 41).getByRole('link', { name: 'Lihat Ulasan' })).toHaveAttribute('href', '/review/41/detail');
    expect(within(past).getAllByRole('link', { name: /Ulasan/ })).toHaveLength(2);
    expect(rowOf(past, 41).getByRole('link', { name: 'Lihat pembayaran' })).toHaveAttribute('href', '/payment/141');
    expect(rowOf(past, 42).queryByRole('link', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
  });

  it("lists the signed-in customer's own seeded reservations in both groups", async () => {
    await renderApp({ url: '/history', user: 'customer' });
    const upcoming = await groupTable('Akan datang');
    const past = await groupTable('Selesai/Dibatalkan');
    expect(idsIn(upcoming).length).toBeGreaterThan(0);
    expect(idsIn(past).length).toBeGreaterThan(0);
    expect(within(upcoming).queryByText('Selesai')).not.toBeInTheDocument();
  });

  it('says so when a group is empty', async () => {
    testServer.use(serveOwnReservations(historyFixture.filter((reservation) => reservation.status !== 'pending')));
    await renderApp({ url: '/history', user: 'customer' });
    expect(await screen.findByText('Tidak ada reservasi yang akan datang.')).toBeInTheDocument();
    expect(await groupTable('Selesai/Dibatalkan')).toBeInTheDocument();
  });

  it('says so when there is no reservation yet', async () => {
    testServer.use(serveOwnReservations([]));
    await renderApp({ url: '/history', user: 'customer' });
    expect(await screen.findByText('Belum ada reservasi')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Akan datang' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the history cannot be loaded", async () => {
    testServer.use(failGet('reservations/user', 500, 'Server sedang sibuk'));
    await renderApp({ url: '/history', user: 'customer' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server sedang sibuk'));
  });
});
