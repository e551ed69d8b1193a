import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import type { Transaction } from '../../../lib/api-types';
import { paths } from '../../../lib/paths';
import { transactionFixture } from './transaction-fixtures';
import { TransactionDetailPage } from './transaction-detail-page';

const { transactionDetail } = paths.dashboard;
const transactionUrl = '*/api/v1/transaction/:id';

const answering = (transaction: Transaction) => ({
  msw: { handlers: { story: [http.get(transactionUrl, () => HttpResponse.json({ data: transaction, message: 'Berhasil mengambil data transaksi' }))] } },
});

const meta = {
  title: 'Dashboard/TransactionDetailPage',
  component: TransactionDetailPage,
  parameters: { user: 'admin', route: transactionDetail.to(7) },
  globals: onDesktop,
  render: () => (
    <Routes>
      <Route path={transactionDetail.path} element={<TransactionDetailPage />} />
    </Routes>
  ),
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
  parameters: { msw: { handlers: { story: [http.get(transactionUrl, () => delay('infinite'))] } } },
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
