import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { neverLoads, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import type { Transaction } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { refundFixture } from '@/test/fixtures/reservations';
import { FIXTURE_RESERVATION_TOTAL, serveTransaction, transactionFixture } from '@/test/fixtures/transactions';
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

/** Opens 'Catat pembayaran' on the page's transaction, and answers its dialog once it shows. */
async function openCounterPayment(canvas: StoryContext['canvas'], canvasElement: HTMLElement) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Catat pembayaran' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Catat pembayaran' });
  // It fades in: seen once the fade is over.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * The balance of a down payment taken at the counter: how (Tunai, QRIS kasir, Transfer), the amount due
 * already filled in and held to it, and a receipt's photo if one was taken.
 */
export const CounterPayment: Story = {
  parameters: answering(transactionFixture({ type: 'downpayment', proofs: ['true'] })),
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await openCounterPayment(canvas, canvasElement));
    await expect(dialog.getByText(/Pelunasan \(tahap 2\): Rp\s220\.000/)).toBeVisible();
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'cash',
      'counter-qris',
      'transfer',
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: 'Tunai' }));
    const amount = dialog.getByRole('textbox', { name: /Jumlah \(Rp\)/ });
    await expect(amount).toHaveValue('220000');
    await userEvent.type(amount, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan pembayaran' }));
    await waitFor(() =>
      expect(dialog.getByText(/^Jumlah melebihi yang harus dibayar \(Rp\s220\.000\)$/)).toBeVisible(),
    );
  },
};

export const CounterPaymentOnMobile: Story = {
  globals: onMobile,
  parameters: answering(transactionFixture({ proofs: [] })),
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await openCounterPayment(canvas, canvasElement));
    await expect(dialog.getByText(/Pembayaran penuh: Rp\s440\.000/)).toBeVisible();
    await expect(dialog.getByText('Tambah foto struk (opsional)')).toBeVisible();
    await expect(dialog.getByLabelText('Foto struk')).toHaveAttribute('type', 'file');
  },
};

/** Both halves in: the first by the customer's QRIS proof, the balance in cash at the studio, without a receipt. */
export const BalancePaidAtTheCounter: Story = {
  parameters: answering(
    transactionFixture({ type: 'downpayment', proofs: ['true', 'true'], methods: ['qris', 'cash'] }),
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Bukti pembayaran' });
    const [, online, cash] = within(table).getAllByRole('row');
    await expect(within(online!).getByText('QRIS')).toBeVisible();
    await expect(within(cash!).getByText('Tunai')).toBeVisible();
    await expect(within(cash!).queryByRole('button', { name: 'Lihat Bukti' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Selesaikan Transaksi' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Catat pembayaran' })).toBeNull();
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

/** A down payment of a booking made with SENJAHEMAT: the subtotal and its discount stand before the total it halves. */
export const WithVoucher: Story = {
  globals: onMobile,
  parameters: answering(
    transactionFixture({ type: 'downpayment', proofs: ['true'], voucher: { code: 'SENJAHEMAT', discount: 40_000 } }),
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('definition', { name: 'Subtotal' })).toBeVisible());
    await expect(canvas.getByRole('definition', { name: 'Subtotal' })).toHaveTextContent(/^Rp\s440\.000$/);
    await expect(canvas.getByRole('definition', { name: 'Potongan voucher (SENJAHEMAT)' })).toHaveTextContent(
      /^−Rp\s40\.000$/,
    );
    await expect(canvas.getByRole('definition', { name: 'Total' })).toHaveTextContent(/^Rp\s400\.000$/);
    await expect(canvas.getByRole('definition', { name: 'Cicilan (DP 50%)' })).toHaveTextContent(/^Rp\s200\.000$/);
  },
};

/** A paid booking the studio called off: its reason among the facts, and all that was paid waiting to go back. */
const calledOffByTheStudio = transactionFixture({
  status: 'paid',
  reservationStatus: 'cancelled',
  proofs: ['true'],
  refund: {
    ...refundFixture({ reservationId: 77, amount: FIXTURE_RESERVATION_TOTAL }),
    by: 'admin',
    percent: null,
    bankAccount: null,
    reason: 'Fotografer sakit',
  },
});

export const CancelledByStudioWithRefund: Story = {
  parameters: answering(calledOffByTheStudio),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Alasan pembatalan')).toBeVisible());
    await expect(canvas.getByRole('definition', { name: 'Alasan pembatalan' })).toHaveTextContent(/^Fotografer sakit$/);
    await expect(canvas.getByText(/^Pengembalian dana Rp\s440\.000 · Menunggu$/)).toBeVisible();
    await expect(canvas.getByRole('definition', { name: 'Reservasi' })).toHaveTextContent('Dibatalkan');
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
