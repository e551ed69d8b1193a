import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { neverLoads, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import type { Transaction } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { serveTransaction, transactionFixture } from '@/test/fixtures/transactions';
import { TransactionDetailPage } from './transaction-detail-page';

const { transactionDetail } = appRoutes.dashboard;

const answering = (transaction: Transaction) => storyHandlers(serveTransaction(transaction));

const meta = {
  title: 'Dashboard/TransactionDetailPage',
  component: TransactionDetailPage,
  ...dashboardPageAt(transactionDetail.to(7)),
} satisfies Meta<typeof TransactionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UndecidedProof: Story = {
  parameters: answering(transactionFixture({ proofs: [null] })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Valid' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Tidak Valid' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Selesaikan Transaksi' })).toBeNull();
  },
};

/** Beside a proof of a full payment: what must have arrived, and the checklist before 'Valid'. */
export const ProofCheck: Story = {
  parameters: {
    ...answering(transactionFixture({ proofs: [null] })),
    testedBy: {
      file: 'proof-check.test.tsx',
      test: 'says what a full payment must have brought, and by when, beside the proof waiting',
    },
  },
  play: async ({ canvas }) => {
    const check = await canvas.findByRole('region', { name: 'Periksa bukti 1 sebelum memvalidasi' });
    await expect(within(check).getByText(/^Rp\s440\.000 · Pembayaran penuh$/)).toBeVisible();
    await expect(within(check).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The balance of a down payment, checked on a phone: the second half, due by the session start. */
export const ProofCheckBalanceOnMobile: Story = {
  globals: onMobile,
  parameters: answering(transactionFixture({ type: 'downpayment', proofs: ['true', null] })),
  play: async ({ canvas }) => {
    const check = await canvas.findByRole('region', { name: 'Periksa bukti 2 sebelum memvalidasi' });
    await expect(within(check).getByText(/^Rp\s220\.000 · Pelunasan \(tahap 2\)$/)).toBeVisible();
  },
};

/** The proof opened from the check and enlarged, to read a transfer's time and reference. */
export const ProofEnlarged: Story = {
  parameters: {
    ...answering(transactionFixture({ proofs: [null] })),
    testedBy: {
      file: 'proof-check.test.tsx',
      test: 'opens the proof large, and twice as large to read its small print',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const check = await canvas.findByRole('region', { name: 'Periksa bukti 1 sebelum memvalidasi' });
    await userEvent.click(within(check).getByRole('button', { name: 'Lihat Bukti' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Bukti Pembayaran' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Perbesar' }));
    await expect(within(dialog).getByRole('button', { name: 'Perkecil' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ValidProof: Story = {
  parameters: answering(transactionFixture({ proofs: ['true'] })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Selesaikan Transaksi' })).toBeVisible());
  },
};

export const InvalidProof: Story = {
  parameters: answering(transactionFixture({ proofs: ['false'] })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Tidak Valid')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Valid' })).toBeNull();
  },
};

export const DownPaymentHalfValid: Story = {
  parameters: answering(transactionFixture({ type: 'downpayment', proofs: ['true', null] })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Cicilan (DP 50%)')).toBeVisible());
  },
};

/** A balance proof still undecided when the session has started: the admin is told to decide it now. */
export const OverdueDecision: Story = {
  parameters: answering(transactionFixture({ type: 'downpayment', proofs: ['true', null], decisionOverdue: true })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Sesi foto sudah dimulai')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Valid' })).toBeVisible();
  },
};

export const Paid: Story = {
  parameters: answering(transactionFixture({ status: 'paid', proofs: ['true'] })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Transaksi Selesai')).toBeVisible());
  },
};

export const Expired: Story = {
  parameters: answering(transactionFixture({ status: 'expired', proofs: [] })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Transaksi Kadaluarsa')).toBeVisible());
    await expect(canvas.queryByRole('table', { name: 'Bukti pembayaran' })).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: answering(transactionFixture({ proofs: ['false', null] })),
  globals: onMobile,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Valid' })).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: neverLoads('transaction/:id'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: {
    route: transactionDetail.to(999_999),
    testedBy: { file: 'transaction-detail-page.test.tsx', test: "reads 'Transaction not found' for an unknown id" },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Transaction not found'));
  },
};
