import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { answer, answerPage, fail, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { EXPIRED_MESSAGE } from '@/lib/rules/payments';
import { gatewayPaymentsInReview, reviewedGatewayPayments } from '@/test/fixtures/gateway-payments';
import { ACCEPT_GATEWAY_PAYMENT } from './gateway-payment-actions';
import { GATEWAY_PAYMENTS_LABEL, GatewayPaymentsPage, NONE_IN_REVIEW } from './gateway-payments-page';
import { REFUND_GATEWAY_PAYMENT } from './gateway-refund-dialog';

const listPath = 'payments';

const LISTED = 'Berhasil mengambil data pembayaran';

const meta = {
  title: 'Dashboard/GatewayPaymentsPage',
  component: GatewayPaymentsPage,
  ...asAdminAt(appRoutes.dashboard.payments.to()),
} satisfies Meta<typeof GatewayPaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list answers the three payments in review, whatever it asks. */
const inReview = answerPage(listPath, gatewayPaymentsInReview, LISTED);

/** The table's rows, once the payments have arrived. */
async function findRows(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const table = await within(canvasElement).findByRole('table', { name: GATEWAY_PAYMENTS_LABEL });
  // The skeleton's rows come first: the payments are in once their bookings' numbers show.
  await within(table).findAllByText(/^#\d+$/);
  return within(table).getAllByRole('row').slice(1);
}

/**
 * "Perlu ditinjau": a payment Rp 1.000 short (its amount marked, the difference said), one paid after its QRIS
 * lapsed (its late notification's time too), and one for a booking cancelled meanwhile; each to accept or give back.
 */
export const InReview: Story = {
  parameters: storyHandlers(inReview),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Pembayaran Otomatis' })).toBeVisible();
    const [short, late, closed] = await findRows(canvasElement);
    const first = within(short ?? canvasElement);
    await expect(first.getByText(/^Nominal tidak sesuai \(seharusnya Rp\s350\.000\)$/)).toBeVisible();
    await expect(first.getByText(/^Tagihan Rp\s350\.000 \(kurang Rp\s1\.000\)$/)).toBeVisible();
    await expect(first.getByRole('button', { name: ACCEPT_GATEWAY_PAYMENT })).toBeEnabled();
    await expect(first.getByRole('button', { name: REFUND_GATEWAY_PAYMENT })).toBeEnabled();
    const second = within(late ?? canvasElement);
    await expect(second.getByText('Dibayar setelah kode QRIS kedaluwarsa')).toBeVisible();
    await expect(second.getByText(/^Dilaporkan /)).toBeVisible();
    const third = within(closed ?? canvasElement);
    await expect(third.getByText('Tagihan sudah tidak aktif')).toBeVisible();
    await expect(third.getByText('Reservasi dibatalkan')).toBeVisible();
  },
};

/** 'Terima' says the payment counts as the installment due and the difference is settled by hand; the server agrees. */
export const Accept: Story = {
  parameters: storyHandlers(
    answer('payment/:id/accept', { ...gatewayPaymentsInReview[0], status: 'accepted' }, 'Pembayaran diterima', {
      method: 'put',
    }),
    inReview,
  ),
  play: async ({ canvasElement }) => {
    const [short] = await findRows(canvasElement);
    await userEvent.click(within(short ?? canvasElement).getByRole('button', { name: ACCEPT_GATEWAY_PAYMENT }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Apakah anda yakin?' });
    await expect(dialog).toHaveTextContent(/selisih Rp\s1\.000 diselesaikan langsung dengan pelanggan/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(page.getByText('Pembayaran diterima')).toBeVisible());
  },
};

/** Accepting for a booking no longer open: the server's refusal shows as a toast. */
export const AcceptRefused: Story = {
  parameters: storyHandlers(fail('payment/:id/accept', 409, EXPIRED_MESSAGE, 'put'), inReview),
  play: async ({ canvasElement }) => {
    const [, , closed] = await findRows(canvasElement);
    await userEvent.click(within(closed ?? canvasElement).getByRole('button', { name: ACCEPT_GATEWAY_PAYMENT }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Apakah anda yakin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(page.getByText(EXPIRED_MESSAGE)).toBeVisible());
  },
};

/** 'Kembalikan dana': how it went back is asked for, then recorded with a note. */
export const Refund: Story = {
  parameters: storyHandlers(
    answer('payment/:id/refund', { ...gatewayPaymentsInReview[1], status: 'refunded' }, 'Pengembalian dana dicatat', {
      method: 'put',
    }),
    inReview,
  ),
  play: async ({ canvasElement }) => {
    const [, late] = await findRows(canvasElement);
    await userEvent.click(within(late ?? canvasElement).getByRole('button', { name: REFUND_GATEWAY_PAYMENT }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: REFUND_GATEWAY_PAYMENT });
    // It fades in: seen once the fade is over.
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(form.getByText('Metode pengembalian tidak boleh kosong')).toBeVisible());
    await userEvent.click(form.getByRole('radio', { name: 'Transfer bank' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Catatan' }), 'Ke rekening BCA pelanggan');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(page.getByText('Pengembalian dana dicatat')).toBeVisible());
  },
};

/** Every status: one accepted with its difference, one given back by transfer with its note, one counted as it came. */
export const Reviewed: Story = {
  parameters: {
    // "Semua": without a status, the list opens on those in review.
    route: `${appRoutes.dashboard.payments.to()}?status=all`,
    ...storyHandlers(answerPage(listPath, reviewedGatewayPayments, LISTED)),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Semua');
    const [accepted, refunded, applied] = await findRows(canvasElement);
    const first = within(accepted ?? canvasElement);
    await expect(first.getByText('Diterima admin')).toBeVisible();
    await expect(first.getByText(/^Ditinjau Admin Studio Senja · /)).toBeVisible();
    await expect(first.queryByRole('button')).toBeNull();
    const second = within(refunded ?? canvasElement);
    await expect(second.getByText('Dikembalikan')).toBeVisible();
    await expect(second.getByText('Transfer · Ke rekening BCA pelanggan')).toBeVisible();
    const third = within(applied ?? canvasElement);
    await expect(third.getByText('Diterima otomatis')).toBeVisible();
    await expect(third.getByText('Sesuai tagihan')).toBeVisible();
  },
};

/** On a phone each payment is a card: the customer, its status beside, the facts, then its two actions. */
export const Mobile: Story = {
  globals: onMobile,
  parameters: storyHandlers(inReview),
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, GATEWAY_PAYMENTS_LABEL);
    await expect(termsOf(first)).toEqual(['Pembayaran', 'Reservasi', 'Jumlah', 'Keterangan']);
    await expect(within(first).getByText('Perlu ditinjau')).toBeVisible();
    await expect(within(first).getByRole('button', { name: ACCEPT_GATEWAY_PAYMENT })).toBeVisible();
    await expect(within(first).getByRole('button', { name: REFUND_GATEWAY_PAYMENT })).toBeVisible();
  },
};

const states = listStates(listPath, { paged: true });

export const Loading: Story = states.loading;

export const LoadingOnMobile: Story = states.loadingOnMobile(GATEWAY_PAYMENTS_LABEL);

/** Nothing waits for review: the list says so. */
export const Empty: Story = {
  parameters: states.empty.parameters,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(NONE_IN_REVIEW)).toBeVisible());
  },
};

export const FetchError: Story = states.failure;
