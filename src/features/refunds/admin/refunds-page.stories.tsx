import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { answerPage, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { MARK_REFUND_PAID } from './mark-refund-paid-button';
import { REFUNDS_LABEL, RefundsPage } from './refunds-page';

const listPath = 'refunds';

const meta = {
  title: 'Dashboard/RefundsPage',
  component: RefundsPage,
  ...asAdminAt(appRoutes.dashboard.refunds.to()),
} satisfies Meta<typeof RefundsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's rows, once the seed's refunds have arrived. */
async function findRows(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const table = await within(canvasElement).findByRole('table', { name: REFUNDS_LABEL });
  // The skeleton's rows come first: the refunds are in once their bookings' numbers show.
  await within(table).findAllByText(/^#\d+$/);
  return within(table).getAllByRole('row').slice(1);
}

/**
 * The seed's two refunds: the customer's cancellation waiting first (the policy's share, to their account), then
 * the studio's, paid back by transfer with its receipt.
 */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Pengembalian Dana' })).toBeVisible();
    const [waiting, paid] = await findRows(canvasElement);
    const first = within(waiting ?? canvasElement);
    await expect(first.getByText('Menunggu')).toBeVisible();
    await expect(first.getByText('Pelanggan')).toBeVisible();
    await expect(first.getByText(/^dari Rp\s[\d.]+ \(\d+%\)$/)).toBeVisible();
    await expect(first.getByRole('button', { name: MARK_REFUND_PAID })).toBeEnabled();
    const second = within(paid ?? canvasElement);
    await expect(second.getByText('Dikembalikan')).toBeVisible();
    await expect(second.getByText(/^Transfer · /)).toBeVisible();
    await expect(second.getByText('Admin')).toBeVisible();
    await expect(second.getByRole('link', { name: 'Lihat bukti' })).toBeVisible();
  },
};

/**
 * 'Tandai dikembalikan': the amount and the account to transfer to, a transfer and today to start with; paid in
 * cash instead, it is recorded (the server's message), and the row says Dikembalikan.
 */
export const MarkPaidDialog: Story = {
  play: async ({ canvasElement }) => {
    const [waiting] = await findRows(canvasElement);
    await userEvent.click(within(waiting ?? canvasElement).getByRole('button', { name: MARK_REFUND_PAID }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: MARK_REFUND_PAID });
    // It fades in: seen once the fade is over.
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(dialog).toHaveTextContent(/Rp\s[\d.]+/);
    await expect(dialog).toHaveTextContent(/Rekening tujuan: \S+ · \d+ · /);
    await expect(form.getByRole('radio', { name: 'Transfer bank' })).toBeChecked();
    await expect(form.getByRole('button', { name: /^Pilih tanggal, tanggal terpilih / })).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Tunai' }));
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(page.getByText('Pengembalian dana dicatat')).toBeVisible());
    await waitFor(() => expect(page.queryByRole('button', { name: MARK_REFUND_PAID })).toBeNull());
    const [first] = await findRows(canvasElement);
    await waitFor(() => expect(first).toHaveTextContent(/Tunai · /));
  },
};

/** On a phone each refund is a card: the customer, its status beside, the facts, then its action. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, REFUNDS_LABEL);
    await expect(termsOf(first)).toEqual(['Reservasi', 'Jumlah', 'Dibatalkan oleh', 'Rekening']);
    await expect(within(first).getByText('Menunggu')).toBeVisible();
    await expect(within(first).getByRole('button', { name: MARK_REFUND_PAID })).toBeVisible();
  },
};

/** A studio cancellation with no account given: a dash, and the dialog says to reach the customer or pay in cash. */
export const WithoutAccount: Story = {
  parameters: storyHandlers(
    answerPage(
      listPath,
      [
        {
          id: 9,
          status: 'waiting',
          amount: 350_000,
          paid: 350_000,
          percent: null,
          by: 'closure',
          reason: 'Studio tutup untuk perawatan peralatan',
          bankAccount: null,
          method: null,
          paidAt: null,
          image: null,
          createdAt: '2026-11-20T03:00:00.000Z',
          customer: { id: 7, name: 'Sari Wulandari' },
          reservation: {
            id: 41,
            date: '2026-12-12T00:00:00.000Z',
            time: '10:20',
            categoryName: 'Self Photo',
            packageName: 'Paket Berdua',
          },
        },
      ],
      'Berhasil mengambil data pengembalian dana',
    ),
  ),
  play: async ({ canvasElement }) => {
    const [row] = await findRows(canvasElement);
    const cells = within(row ?? canvasElement);
    await expect(cells.getByText('Studio tutup')).toBeVisible();
    await expect(cells.getByText('—')).toBeVisible();
    await expect(cells.getByText(/^dari Rp\s350\.000$/)).toBeVisible();
    await userEvent.click(cells.getByRole('button', { name: MARK_REFUND_PAID }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: MARK_REFUND_PAID });
    await expect(dialog).toHaveTextContent(/hubungi pelanggan, atau kembalikan tunai di studio/);
    await expect(within(dialog).getByRole('radio', { name: 'Transfer bank' })).not.toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Tunai' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByText('Metode pengembalian tidak boleh kosong')).toBeVisible());
  },
};

const states = listStates(listPath, { paged: true });

export const Loading: Story = states.loading;

export const LoadingOnMobile: Story = states.loadingOnMobile(REFUNDS_LABEL);

/** No refund at all: the list says so. */
export const Empty: Story = {
  parameters: states.empty.parameters,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Tidak ada pengembalian dana')).toBeVisible());
  },
};

export const FetchError: Story = states.failure;
