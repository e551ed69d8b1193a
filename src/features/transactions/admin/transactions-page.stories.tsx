import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { pagedListStories } from '@story-harness/paged-list-stories';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { answerPage, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { transactionFixture } from '@/test/fixtures/transactions';
import { TransactionsPage } from './transactions-page';

const listPath = 'transactions';

const meta = {
  title: 'Dashboard/TransactionsPage',
  component: TransactionsPage,
  ...asAdminAt(appRoutes.dashboard.transactions.to()),
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = populatedList('Transaksi', ['link', 'Detail']);

/** On a phone each transaction is a card: the customer, the status beside, the facts, then 'Detail'. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, 'Daftar transaksi');
    await expect(termsOf(first)).toEqual(['ID Reservasi', 'Metode', 'Total', 'Kategori', 'Paket']);
    await expect(within(first).getByRole('link', { name: 'Detail' })).toBeVisible();
  },
};

/** An unpaid transaction whose deadline passes in two hours is marked, beside its status. */
export const DeadlineSoon: Story = {
  parameters: storyHandlers(
    answerPage(
      listPath,
      [transactionFixture({ expiredAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString() })],
      'Berhasil mengambil data transaksi',
    ),
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Batas waktu < 3 jam')).toBeVisible());
  },
};

const paged = pagedListStories('Daftar transaksi', { pastReservations: 240 });

/** Hundreds of transactions (those of 240 finished bookings on top of the seed), paged forward by the server. */
export const ManyPages: Story = paged.manyPages;

/** A search nothing matches: the server answers no row, and the list says so. */
export const SearchWithoutResult: Story = paged.searchWithoutResult;

const states = listStates(listPath, { paged: true });

export const Loading: Story = states.loading;

export const LoadingOnMobile: Story = states.loadingOnMobile('Daftar transaksi');

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
