import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { digestFigures } from '@mocks/domain/digests/digest-figures';
import { proofsAwaitingDecision } from '@mocks/domain/transactions/proof-queue';
import { appRoutes } from '@/lib/app-routes';
import { formatRupiah } from '@/lib/format';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';

/** The transactions whose proof waits for the admin, as the backend knows them. */
const waitingTransactionIds = (): Promise<number[]> =>
  testBackend.store.read((db) => proofsAwaitingDecision(db).map((proof) => proof.transactionId));

const menuEntry = async (name: RegExp) =>
  within(await screen.findByRole('navigation', { name: 'Menu dashboard' })).findByRole('link', { name });

describe('the admin overview', () => {
  it("heads today's schedule with the backend's counts, and the Transaksi menu entry shows the proofs waiting", async () => {
    const waiting = (await waitingTransactionIds()).length;
    expect(waiting).toBeGreaterThan(0);
    await renderApp({ url: appRoutes.dashboard.todaySchedule.to(), user: 'admin' });

    const card = await screen.findByRole('link', { name: new RegExp(`^${waiting}\\s*Bukti menunggu validasi`) });
    expect(card).toHaveAttribute('href', appRoutes.dashboard.transactions.to('waiting'));
    expect(screen.getByRole('region', { name: 'Ringkasan' })).toHaveTextContent('Reservasi hari ini');
    expect(screen.getByText('Diterima bulan ini')).toBeInTheDocument();
    expect(await menuEntry(new RegExp(`^Transaksi ${waiting} bukti menunggu validasi$`))).toBeInTheDocument();
  });

  it("shows the morning summary's figures: the balances due today with their rupiah, and what waits elsewhere", async () => {
    const figures = await testBackend.store.read((db) => digestFigures(db, testBackend.clock.now()));
    expect(figures.balancesDueToday.count).toBeGreaterThan(0);
    await renderApp({ url: appRoutes.dashboard.todaySchedule.to(), user: 'admin' });

    const summary = await screen.findByRole('region', { name: 'Ringkasan' });
    expect(await within(summary).findByText('Sisa pembayaran hari ini')).toBeInTheDocument();
    // The page's text is read with its no-break space as a space.
    const balances = `${formatRupiah(figures.balancesDueToday.amount).replace('\u00a0', ' ')} belum dilunasi`;
    expect(within(summary).getByText(balances)).toBeInTheDocument();
    const albums = within(summary).getByRole('link', {
      name: new RegExp(`^${figures.albumsToEdit}\\s*Pilihan foto menunggu diedit`),
    });
    expect(albums).toHaveAttribute('href', appRoutes.dashboard.albums.to('editing'));
    const payments = within(summary).getByRole('link', {
      name: new RegExp(`^${figures.paymentsInReview}\\s*Pembayaran perlu ditinjau`),
    });
    expect(payments).toHaveAttribute('href', appRoutes.dashboard.payments.to('review'));
  });

  it('opens the transactions list filtered to the proofs waiting for validation', async () => {
    const user = userEvent.setup();
    const waiting = await waitingTransactionIds();
    await renderApp({ url: appRoutes.dashboard.todaySchedule.to(), user: 'admin' });
    await user.click(await screen.findByRole('link', { name: /Bukti menunggu validasi/ }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Menunggu Validasi'),
    );
    const table = await screen.findByRole('table', { name: 'Daftar transaksi' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(Math.min(waiting.length, 10)));
    expect(within(table).getAllByText('Belum Lunas')).toHaveLength(Math.min(waiting.length, 10));
  });

  it('counts one proof less on the menu as soon as the admin decides one', async () => {
    const user = userEvent.setup();
    const [transactionId, ...others] = await waitingTransactionIds();
    await renderApp({ url: appRoutes.dashboard.transactionDetail.to(transactionId!), user: 'admin' });
    await menuEntry(new RegExp(`^Transaksi ${others.length + 1} bukti`));

    await user.click(await screen.findByRole('button', { name: 'Valid' }));
    await user.click(await screen.findByRole('button', { name: 'Ya' }));

    const remaining = others.length === 0 ? /^Transaksi$/ : new RegExp(`^Transaksi ${others.length} bukti`);
    expect(await menuEntry(remaining)).toBeInTheDocument();
  });
});
