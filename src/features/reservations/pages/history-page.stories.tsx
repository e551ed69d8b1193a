import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCancelDialog } from '@story-harness/cancel-dialog';
import { inAppAt } from '@story-harness/app-at-url';
import { hang, storyHandlers } from '@story-harness/story-handlers';
import { showingText } from '@story-harness/page-states';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { failGet } from '@/test/fixtures/catalogue';
import {
  historyFixture,
  historyOrder,
  refundFixture,
  reservationFixture,
  serveOwnReservations,
  startingInHours,
} from '@/test/fixtures/reservations';
import { HistoryPage } from './history-page';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Pages/HistoryPage',
  component: HistoryPage,
  ...inAppAt('/history', 'customer'),
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type GroupName = 'Akan datang' | 'Selesai/Dibatalkan';

const everyEntry = storyHandlers(serveOwnReservations(historyFixture));

/** The entries of a group in the order shown: the rows of its table on a desktop, its cards on a phone. */
async function entriesOf(canvasElement: HTMLElement, group: GroupName, role: 'table' | 'list'): Promise<HTMLElement[]> {
  const container = await within(canvasElement).findByRole(role, { name: group });
  return role === 'table' ? within(container).getAllByRole('row').slice(1) : within(container).getAllByRole('listitem');
}

const idsOf = (entries: HTMLElement[]) => entries.map((entry) => within(entry).getByText(/^#\d+$/).textContent);
const asIds = (ids: number[]) => ids.map((id) => `#${id}`);
const entryWithId = (entries: HTMLElement[], id: number) => {
  const entry = entries.find((candidate) => within(candidate).queryByText(`#${id}`));
  if (!entry) throw new Error(`#${id} tidak ada`);
  return within(entry);
};

/** Each state's one action, pay, send again, start the payment or review, and no payment where none is owed. */
async function expectPrimaryActions(upcoming: HTMLElement[], past: HTMLElement[]): Promise<void> {
  await expect(entryWithId(upcoming, 51).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
    'href',
    '/payment/151',
  );
  await expect(entryWithId(upcoming, 54).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
    'href',
    '/payment/154',
  );
  await expect(entryWithId(upcoming, 53).getByRole('link', { name: 'Unggah ulang' })).toHaveAttribute(
    'href',
    '/payment/153',
  );
  await expect(entryWithId(upcoming, 57).getByRole('button', { name: 'Lanjutkan pembayaran' })).toBeVisible();
  await expect(entryWithId(upcoming, 52).getByRole('link', { name: 'Lihat pembayaran' })).toHaveAttribute(
    'href',
    '/payment/152',
  );
  await expect(entryWithId(past, 42).getByRole('link', { name: 'Beri Ulasan' })).toHaveAttribute('href', '/review/42');
  await expect(entryWithId(past, 41).getByRole('link', { name: 'Lihat Ulasan' })).toHaveAttribute(
    'href',
    '/review/41/detail',
  );
  for (const id of [44, 48])
    await expect(entryWithId(past, id).queryByRole('link', { name: /Bayar|Unggah|pembayaran/ })).toBeNull();
}

/** Both groups' entries as the screen lays them out (`table` or `list`), once they are in date order. */
async function entriesInDateOrder(canvasElement: HTMLElement, layout: 'table' | 'list') {
  const upcoming = await entriesOf(canvasElement, 'Akan datang', layout);
  const past = await entriesOf(canvasElement, 'Selesai/Dibatalkan', layout);
  await expect(idsOf(upcoming)).toEqual(asIds(historyOrder.upcoming));
  await expect(idsOf(past)).toEqual(asIds(historyOrder.past));
  return { upcoming, past };
}

export const BothGroupsInDateOrderWithTheirActions: Story = {
  globals: onDesktop,
  parameters: everyEntry,
  play: async ({ canvasElement }) => {
    const { upcoming, past } = await entriesInDateOrder(canvasElement, 'table');
    await expect(entryWithId(upcoming, 52).getByText('Bukti sedang diperiksa admin')).toBeVisible();
    await expect(entryWithId(past, 48).getByText('Pembayaran kadaluarsa · jadwal dilepas')).toBeVisible();
    await expectPrimaryActions(upcoming, past);
  },
};

export const BothGroupsInDateOrderOnMobile: Story = {
  globals: onMobile,
  parameters: everyEntry,
  play: async ({ canvasElement }) => {
    const { upcoming, past } = await entriesInDateOrder(canvasElement, 'list');
    await expect(
      entryWithId(upcoming, 54).getByText(/^DP diterima · pelunasan Rp\s175\.000 paling lambat /),
    ).toBeVisible();
    await expectPrimaryActions(upcoming, past);
  },
};

/** A pending booking whose payment step failed when it was booked: it has no transaction yet. */
const withoutTransaction = storyHandlers(
  serveOwnReservations([reservationFixture({ id: 57, status: 'pending', days: 2, time: '16:00' })]),
);

export const PendingWithoutTransactionAsksForTheMethod: Story = {
  globals: onMobile,
  parameters: withoutTransaction,
  play: async ({ canvas, canvasElement }) => {
    const [entry] = await entriesOf(canvasElement, 'Akan datang', 'list');
    if (!entry) throw new Error('Tidak ada entri');
    await expect(
      within(entry).getByText(/^Belum memilih metode pembayaran · selesaikan sebelum .* WIB$/),
    ).toBeVisible();
    await expect(canvas.getByText('Belum ada reservasi yang selesai atau dibatalkan.')).toBeVisible();
    await userEvent.click(within(entry).getByRole('button', { name: 'Lanjutkan pembayaran' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pilih metode pembayaran' }),
    );
    await expect(dialog.getByRole('radio', { name: 'Pembayaran Lunas' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'DP 50%' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }));
    await waitFor(() => expect(dialog.getByText('Metode transaksi tidak boleh kosong')).toBeVisible());
  },
};

/** #51 awaits its payment and no proof was sent: it may still be called off. */
async function openCancelDialog(canvasElement: HTMLElement, role: 'table' | 'list'): Promise<HTMLElement> {
  const entries = await entriesOf(canvasElement, 'Akan datang', role);
  await userEvent.click(entryWithId(entries, 51).getByRole('button', { name: 'Batalkan' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Batalkan reservasi?' });
}

export const CancelDialog: Story = {
  globals: onDesktop,
  parameters: everyEntry,
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement, 'table');
    await expectCancelDialog(dialog, '10.20');
  },
};

export const CancelDialogOnMobile: Story = {
  globals: onMobile,
  parameters: everyEntry,
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement, 'list');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** #58 paid in full (Rp 350.000), its session two days away: cancelling gives back half by the default policy. */
const paidInFull = (hoursAway: number) =>
  storyHandlers(
    serveOwnReservations([
      startingInHours(
        reservationFixture({ id: 58, status: 'pending', transactionId: 158, days: 2, payment: 'paid' }),
        hoursAway,
      ),
    ]),
  );

/** Opens 'Batalkan' on the only booking to come, as the screen lays it out. */
async function openOnlyCancelDialog(canvasElement: HTMLElement, role: 'table' | 'list') {
  const [entry] = await entriesOf(canvasElement, 'Akan datang', role);
  if (!entry) throw new Error('Tidak ada entri');
  await userEvent.click(within(entry).getByRole('button', { name: 'Batalkan' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Batalkan reservasi?' }));
}

/** A paid booking: the dialog shows the refund before anything is sent, and asks where to transfer it. */
export const CancelPaidWithRefund: Story = {
  globals: onDesktop,
  parameters: paidInFull(48),
  play: async ({ canvasElement }) => {
    const dialog = await openOnlyCancelDialog(canvasElement, 'table');
    // It fades in: seen once the fade is over.
    await waitFor(() =>
      expect(
        dialog.getByText(/^Dana yang dikembalikan: Rp\s175\.000 \(50% dari Rp\s350\.000 yang sudah dibayar\)$/),
      ).toBeVisible(),
    );
    await expect(dialog.getByText(/^Pengembalian dikirim melalui transfer bank/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() => expect(dialog.getByText('Nomor rekening tidak boleh kosong')).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nama bank' }), 'BCA');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nomor rekening' }), '1234567890');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nama pemilik rekening' }), 'Sari Wulandari');
    await waitFor(() => expect(dialog.queryByText('Nomor rekening tidak boleh kosong')).toBeNull());
    await expect(dialog.getByRole('textbox', { name: 'Nomor rekening' })).toHaveValue('1234567890');
    await expect(dialog.getByRole('button', { name: 'Tidak' })).toBeVisible();
  },
};

/** Less than 24 hours before the session the default policy gives nothing back: no account is asked. */
export const CancelUnder24Hours: Story = {
  globals: onMobile,
  parameters: paidInFull(10),
  play: async ({ canvasElement }) => {
    const dialog = await openOnlyCancelDialog(canvasElement, 'list');
    await waitFor(() =>
      expect(dialog.getByText('Tidak ada dana yang dikembalikan sesuai kebijakan pembatalan.')).toBeVisible(),
    );
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Ya, Batalkan' })).toBeVisible();
  },
};

/** A paid booking the customer called off: what it gives back waits for the studio to transfer it. */
export const CancelledWithRefundWaiting: Story = {
  globals: onMobile,
  parameters: storyHandlers(
    serveOwnReservations([
      reservationFixture({
        id: 44,
        status: 'cancelled',
        days: -2,
        transactionId: 144,
        refund: refundFixture({ reservationId: 44, amount: 175_000, paid: 350_000 }),
      }),
    ]),
  ),
  play: async ({ canvasElement }) => {
    const [entry] = await entriesOf(canvasElement, 'Selesai/Dibatalkan', 'list');
    if (!entry) throw new Error('Tidak ada entri');
    await expect(within(entry).getByText(/^Pengembalian dana Rp\s175\.000 · Menunggu$/)).toBeVisible();
  },
};

/** #65 booked with SENJAHEMAT, Rp 50.000 off its Rp 350.000: the card says what it costs before and after. */
export const WithVoucher: Story = {
  globals: onMobile,
  parameters: storyHandlers(
    serveOwnReservations([
      reservationFixture({
        id: 65,
        status: 'pending',
        transactionId: 165,
        days: 3,
        voucher: { code: 'SENJAHEMAT', discount: 50_000 },
      }),
    ]),
  ),
  play: async ({ canvasElement }) => {
    const [entry] = await entriesOf(canvasElement, 'Akan datang', 'list');
    if (!entry) throw new Error('Tidak ada entri');
    const card = within(entry);
    await expect(card.getByText(/^Menunggu pembayaran · bayar Rp\s300\.000 sebelum /)).toBeVisible();
    await expect(card.getByRole('definition', { name: 'Subtotal' })).toHaveTextContent(/^Rp\s350\.000$/);
    await expect(card.getByRole('definition', { name: 'Potongan voucher (SENJAHEMAT)' })).toHaveTextContent(
      /^−Rp\s50\.000$/,
    );
    await expect(card.getByRole('definition', { name: 'Total' })).toHaveTextContent(/^Rp\s300\.000$/);
  },
};

export const Seeded: Story = {
  globals: onDesktop,
  parameters: {
    testedBy: {
      file: 'history-page.test.tsx',
      test: "lists the signed-in customer's own seeded reservations in both groups",
    },
  },
  play: async ({ canvasElement }) => {
    await expect((await entriesOf(canvasElement, 'Akan datang', 'table')).length).toBeGreaterThan(0);
    await expect((await entriesOf(canvasElement, 'Selesai/Dibatalkan', 'table')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = testedBy(
  showingText(storyHandlers(serveOwnReservations([])), 'Belum ada reservasi'),
  'history-page.test.tsx',
  'says so when there is no reservation yet',
);

export const Loading: Story = {
  parameters: storyHandlers(hang('reservations/user')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat riwayat' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  globals: onMobile,
  parameters: storyHandlers(failGet('reservations/user', 500, 'Riwayat gagal dimuat')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Riwayat gagal dimuat'));
  },
};
