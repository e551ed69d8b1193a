import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onDashboardPages } from '@story-harness/dashboard-pages';
import { neverLoads, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import type { Transaction } from '@/lib/api/api-types';
import { paths } from '@/lib/paths';
import { serveTransaction, transactionFixture } from '@/test/fixtures/transactions';
import { TransactionDetailPage } from './transaction-detail-page';

const { transactionDetail } = paths.dashboard;

const answering = (transaction: Transaction) => storyHandlers(serveTransaction(transaction));

const meta = {
  title: 'Dashboard/TransactionDetailPage',
  component: TransactionDetailPage,
  render: onDashboardPages.render,
  parameters: { user: 'admin', route: transactionDetail.to(7) },
  globals: onDesktop,
} satisfies Meta<typeof TransactionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UndecidedProof: Story = {
  parameters: answering(transactionFixture({ proofs: [null] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Valid' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tidak Valid' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Selesaikan Transaksi' })).toBeNull();
  },
};

export const ValidProof: Story = {
  parameters: answering(transactionFixture({ proofs: ['true'] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Selesaikan Transaksi' })).toBeVisible();
  },
};

export const InvalidProof: Story = {
  parameters: answering(transactionFixture({ proofs: ['false'] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tidak Valid')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Valid' })).toBeNull();
  },
};

export const DownPaymentHalfValid: Story = {
  parameters: answering(transactionFixture({ type: 'downpayment', proofs: ['true', null] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cicilan (DP 50%)')).toBeVisible();
  },
};

/** A balance proof still undecided when the session has started: the admin is told to decide it now. */
export const OverdueDecision: Story = {
  parameters: answering(transactionFixture({ type: 'downpayment', proofs: ['true', null], decisionOverdue: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sesi foto sudah dimulai')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Valid' })).toBeVisible();
  },
};

export const Paid: Story = {
  parameters: answering(transactionFixture({ status: 'paid', proofs: ['true'] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Transaksi Selesai')).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: answering(transactionFixture({ status: 'expired', proofs: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Transaksi Kadaluarsa')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Bukti pembayaran' })).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: answering(transactionFixture({ proofs: ['false', null] })),
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Valid' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: neverLoads('transaction/:id'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: transactionDetail.to(999_999) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Transaction not found');
  },
};
