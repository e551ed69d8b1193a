import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { inAppAt } from '../../../../.storybook/app-at-url';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import { failGet } from '../../../test/fixtures/catalogue';
import { historyFixture, serveOwnReservations } from '../../../test/fixtures/reservations';
import { paymentStates, serveTransaction } from '../../../test/fixtures/transactions';
import { HistoryPage } from './history-page';

/** The app at the page, signed in as the demo customer. */
const app = inAppAt('/history');

const meta = {
  title: 'Pages/HistoryPage',
  component: HistoryPage,
  render: app.render,
  parameters: { ...app.parameters, user: 'customer' },
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryAction: Story = {
  globals: onDesktop,
  parameters: { msw: { handlers: { story: [serveOwnReservations(historyFixture)] } } },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Riwayat reservasi' }));
    await expect(table.getByRole('link', { name: 'Lihat Ulasan' })).toHaveAttribute('href', '/review/41/detail');
    await expect(table.getByRole('link', { name: 'Beri Ulasan' })).toHaveAttribute('href', '/review/42');
    await expect(table.getAllByRole('link', { name: 'Pembayaran' })).toHaveLength(3);
  },
};

export const EveryActionOnMobile: Story = {
  globals: onMobile,
  parameters: { msw: { handlers: { story: [serveOwnReservations(historyFixture)] } } },
  play: async ({ canvasElement }) => {
    const cards = within(await within(canvasElement).findByRole('list', { name: 'Riwayat reservasi' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(historyFixture.length);
  },
};

/** The pending booking (#43) has sent no proof yet: its transaction says so. */
const cancellable = { msw: { handlers: { story: [serveOwnReservations(historyFixture), serveTransaction(paymentStates.awaitingPayment())] } } };

export const CancelDialog: Story = {
  globals: onDesktop,
  parameters: cancellable,
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Riwayat reservasi' }));
    await userEvent.click(await table.findByRole('button', { name: 'Batalkan' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Batalkan reservasi?' });
    await expect(dialog).toHaveTextContent(/pukul 12:40 WIB akan dibatalkan dan waktunya dilepas untuk pelanggan lain/);
    await expect(within(dialog).getByRole('button', { name: 'Ya, Batalkan' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeVisible();
  },
};

export const CancelDialogOnMobile: Story = {
  globals: onMobile,
  parameters: cancellable,
  play: async ({ canvasElement }) => {
    const cards = within(await within(canvasElement).findByRole('list', { name: 'Riwayat reservasi' }));
    await userEvent.click(await cards.findByRole('button', { name: 'Batalkan' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Batalkan reservasi?' })).toBeVisible();
  },
};

export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Riwayat reservasi' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { story: [serveOwnReservations([])] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada reservasi')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { story: [http.get('*/api/v1/reservations/user', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat riwayat' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  globals: onMobile,
  parameters: { msw: { handlers: { story: [failGet('reservations/user', 500, 'Riwayat gagal dimuat')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Riwayat gagal dimuat');
  },
};
