import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pngFile } from '@mocks/test-kit/png';
import { fail } from '@story-harness/story-handlers';
import { appRoutes } from '@/lib/app-routes';
import { formatShortCalendarDate } from '@/lib/format';
import { REFUND_ALREADY_PAID_MESSAGE } from '@/lib/rules/refunds';
import { studioDayOf } from '@/lib/rules/studio-time';
import { acceptCategoryUploadsAsPng } from '@/test/category-uploads';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';
import { MARK_REFUND_PAID } from './mark-refund-paid-button';
import { REFUNDS_LABEL } from './refunds-page';

async function renderList(url = appRoutes.dashboard.refunds.to()) {
  return renderApp({ url, user: 'admin' });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: REFUNDS_LABEL }))
    .getAllByRole('row')
    .slice(1);

/** The seed's two refunds, once they have arrived. */
async function seededRows() {
  await waitFor(() => expect(bodyRows()).toHaveLength(2));
  return bodyRows();
}

describe('RefundsPage', () => {
  it('lists the refund waiting first, then the one paid back, with who cancelled and where the money goes', async () => {
    await renderList();
    expect(screen.getByRole('heading', { name: 'Pengembalian Dana', level: 1 })).toBeInTheDocument();
    for (const header of ['Reservasi', 'Customer', 'Jumlah', 'Dibatalkan oleh', 'Rekening', 'Status', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const [waiting, paid] = await seededRows();

    const first = within(waiting!);
    expect(first.getByText('Menunggu')).toBeInTheDocument();
    expect(first.getByText('Pelanggan')).toBeInTheDocument();
    expect(first.getByText(/^dari Rp\s[\d.]+ \(\d+%\)$/)).toBeInTheDocument();
    expect(first.getByText(/^(BCA|Mandiri|BRI|BNI) · \d{6,20} · .+$/)).toBeInTheDocument();
    expect(first.getByText(/WIB$/)).toBeInTheDocument();
    expect(first.getByRole('button', { name: MARK_REFUND_PAID })).toBeEnabled();

    const second = within(paid!);
    expect(second.getByText('Dikembalikan')).toBeInTheDocument();
    expect(second.getByText(/^Transfer · /)).toBeInTheDocument();
    expect(second.getByText('Admin')).toBeInTheDocument();
    expect(second.getByText(/^Fotografer berhalangan hadir/)).toBeInTheDocument();
    // All that was paid is given back: no policy share.
    expect(second.getByText(/^dari Rp\s[\d.]+$/)).toBeInTheDocument();
    expect(second.getByText('—')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: MARK_REFUND_PAID })).not.toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Lihat bukti' })).toHaveAttribute('target', '_blank');
  });

  it('shows the count waiting on its menu entry', async () => {
    await renderList();
    const entry = await screen.findByRole('link', { name: 'Pengembalian Dana 1 pengembalian dana menunggu' });
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('filters by status, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderList();
    await seededRows();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Dikembalikan' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('Dikembalikan')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=paid');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Menunggu' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Menunggu')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(1);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderList();
    await seededRows();
    await user.type(screen.getByRole('searchbox', { name: /^Cari/ }), 'tidak ada yang bernama ini');
    expect(await screen.findByText('Tidak ada pengembalian dana')).toBeInTheDocument();
  });

  it('marks the waiting refund paid back in cash today: it shows Dikembalikan and the count goes', async () => {
    const user = userEvent.setup();
    await renderList();
    const [waiting] = await seededRows();
    await user.click(within(waiting!).getByRole('button', { name: MARK_REFUND_PAID }));
    const dialog = await screen.findByRole('dialog', { name: MARK_REFUND_PAID });
    expect(dialog).toHaveTextContent(/Rekening tujuan: (BCA|Mandiri|BRI|BNI) · \d+/);
    // The customer gave an account: a transfer to start with, today as the day.
    expect(within(dialog).getByRole('radio', { name: 'Transfer bank' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Tunai' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Pengembalian dana dicatat')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: MARK_REFUND_PAID })).not.toBeInTheDocument());
    // The day's no-break spaces read as spaces, as the queries normalise the text.
    const today = formatShortCalendarDate(studioDayOf(new Date())).replace(/\s/g, ' ');
    const cash = bodyRows().find((row) => within(row).queryByText(`Tunai · ${today}`));
    expect(cash).toBeDefined();
    expect(within(cash!).getByText('Dikembalikan')).toBeInTheDocument();
    // Its menu entry counts none waiting any more.
    expect(await screen.findByRole('link', { name: 'Pengembalian Dana' })).toBeInTheDocument();
  });

  it('records a transfer with its receipt, which the row then links to', async () => {
    const user = userEvent.setup();
    const issued = acceptCategoryUploadsAsPng();
    await renderList(appRoutes.dashboard.refunds.to('waiting'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: MARK_REFUND_PAID }));
    const dialog = await screen.findByRole('dialog', { name: MARK_REFUND_PAID });
    await user.upload(within(dialog).getByLabelText('Foto bukti transfer'), pngFile('transfer.png'));
    expect(await within(dialog).findByText('transfer.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengembalian dana dicatat')).toBeInTheDocument();
    expect(issued).toHaveLength(1);
    // Filtered to those waiting, the list has none left.
    expect(await screen.findByText('Tidak ada pengembalian dana')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Dikembalikan' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const links = bodyRows().map((row) => within(row).getByRole('link', { name: 'Lihat bukti' }));
    expect(links.map((link) => link.getAttribute('href'))).toContain(issued[0]);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    testServer.use(fail('refund/:id/paid', 409, REFUND_ALREADY_PAID_MESSAGE, 'patch'));
    await renderList();
    const [waiting] = await seededRows();
    await user.click(within(waiting!).getByRole('button', { name: MARK_REFUND_PAID }));
    const dialog = await screen.findByRole('dialog', { name: MARK_REFUND_PAID });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUND_ALREADY_PAID_MESSAGE));
    expect(screen.getByRole('dialog', { name: MARK_REFUND_PAID })).toBeInTheDocument();
  });
});
