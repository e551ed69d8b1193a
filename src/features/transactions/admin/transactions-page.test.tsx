import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/lib/app-routes';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

async function renderList() {
  await renderApp({ url: appRoutes.dashboard.transactions.to(), user: 'admin' });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Daftar transaksi' }))
    .getAllByRole('row')
    .slice(1);

describe('TransactionsPage', () => {
  it('lists transactions with method and status badges and a Detail link', async () => {
    await renderList();
    for (const header of ['No', 'ID Reservasi', 'User', 'Metode', 'Status', 'Total', 'Kategori', 'Paket']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const first = within(bodyRows()[0]!);
    expect(first.getByText(/Pembayaran Lunas|DP 50%/)).toBeInTheDocument();
    expect(first.getByText(/^(Lunas|Kadaluarsa|Belum Lunas)$/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Detail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/transactions\/\d+\/detail$/),
    );
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    await renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Kadaluarsa' }));
    for (const row of bodyRows()) expect(within(row).getByText('Kadaluarsa')).toBeInTheDocument();
  });

  it("opened on 'Menunggu Validasi' (the overview's link), asks the backend for the waiting ones only", async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/transactions')) asked.push(url.search);
    };
    testServer.events.on('request:start', listen);
    try {
      await renderApp({ url: appRoutes.dashboard.transactions.to('waiting'), user: 'admin' });
      await waitFor(() => expect(screen.getAllByRole('link', { name: 'Detail' }).length).toBeGreaterThan(0));
      expect(asked).toEqual(['?page=1&pageSize=10&proof=waiting']);
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Menunggu Validasi');
      for (const row of bodyRows()) expect(within(row).getByText('Belum Lunas')).toBeInTheDocument();
    } finally {
      testServer.events.removeListener('request:start', listen);
    }
  });
});
