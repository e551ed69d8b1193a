import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { pagedListStories } from '@story-harness/paged-list-stories';
import { findCards, findFirstCard, termsOf } from '@story-harness/phone-cards';
import { answerPage, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { SESSION_NOT_STARTED_MESSAGE } from '@/lib/rules/bookings';
import { reservationFixture } from '@/test/fixtures/reservations';
import { ReservationsPage } from './reservations-page';

const listPath = 'reservations';

const meta = {
  title: 'Dashboard/ReservationsPage',
  component: ReservationsPage,
  ...asAdminAt(appRoutes.dashboard.reservations.to()),
} satisfies Meta<typeof ReservationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = populatedList('Reservasi', ['link', 'Detail']);

/** On a phone each reservation is a card: the customer, the status beside, the facts, then the actions. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, 'Daftar reservasi');
    // Named by the customer, whose name heads the card.
    await expect(first).toHaveAccessibleName(/\S/);
    await expect(termsOf(first)).toEqual(['ID', 'Tanggal', 'Waktu', 'Kategori', 'Paket']);
    await expect(within(first).getByRole('link', { name: 'Detail' })).toBeVisible();
  },
};

/**
 * 'Selesai' waits for the session: on a paid booking three days ahead it is disabled, the reason written under
 * it (and given as its description); on yesterday's paid session, still open, it is offered.
 */
export const CompleteWaitsForSession: Story = {
  parameters: storyHandlers(
    answerPage(listPath, [
      reservationFixture({ id: 71, status: 'pending', transactionId: 171, days: 3, payment: 'paid' }),
      reservationFixture({ id: 72, status: 'pending', transactionId: 172, days: -1, payment: 'paid' }),
    ]),
  ),
  play: async ({ canvas }) => {
    const rowOf = (id: number) =>
      waitFor(() => {
        const rows = canvas.getAllByRole('row');
        const row = rows.find((candidate) => within(candidate).queryByRole('cell', { name: String(id) }));
        if (!row) throw new Error(`No row for reservation ${id}`);
        return within(row);
      });
    const ahead = await rowOf(71);
    await expect(ahead.getByRole('button', { name: 'Selesai' })).toBeDisabled();
    await expect(ahead.getByRole('button', { name: 'Selesai' })).toHaveAccessibleDescription(
      SESSION_NOT_STARTED_MESSAGE,
    );
    await expect(ahead.getByText(SESSION_NOT_STARTED_MESSAGE)).toBeVisible();
    const started = await rowOf(72);
    await expect(started.getByRole('button', { name: 'Selesai' })).toBeEnabled();
    await expect(started.queryByText(SESSION_NOT_STARTED_MESSAGE)).not.toBeInTheDocument();
  },
};

/** #73 paid in full (Rp 350.000), #74 part-paid (its down payment, Rp 175.000, accepted), #75 not paid yet. */
const bookingsToCancel = storyHandlers(
  answerPage(listPath, [
    reservationFixture({ id: 73, status: 'pending', transactionId: 173, days: 3, payment: 'paid' }),
    reservationFixture({ id: 74, status: 'pending', transactionId: 174, days: 4, payment: 'balance-due' }),
    reservationFixture({ id: 75, status: 'pending', transactionId: 175, days: 5, payment: 'awaiting' }),
  ]),
);

/**
 * Presses 'Batal' on the booking's row once the list is there, and returns the confirmation it opens. In a browser
 * it fades in: what it shows is seen once the fade has begun.
 */
async function openCancel(canvasElement: HTMLElement, id: number) {
  const row = await waitFor(() => {
    const rows = within(canvasElement).getAllByRole('row');
    const found = rows.find((candidate) => within(candidate).queryByRole('cell', { name: String(id) }));
    if (!found) throw new Error(`No row for reservation ${id}`);
    return found;
  });
  await userEvent.click(within(row).getByRole('button', { name: 'Batal' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Apakah anda yakin?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * A paid booking's cancel: the spec's confirmation says what was paid, and asks why (kept on the refund) and what
 * to give back, all that was paid to start with.
 */
export const CancelPaidBooking: Story = {
  parameters: bookingsToCancel,
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement, 73);
    await waitFor(() => expect(dialog.getByText(/^Sudah dibayar: Rp\s350\.000$/)).toBeVisible());
    await expect(dialog.getByText('Reservasi akan dibatalkan. Tindakan ini tidak dapat diurungkan.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Jumlah dikembalikan' })).toHaveValue('350000');
    await expect(dialog.getByRole('textbox', { name: 'Alasan pembatalan' })).toHaveAccessibleDescription(
      'Disimpan bersama catatan pengembalian dana',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Alasan pembatalan' }), 'Fotografer berhalangan');
    await expect(dialog.getByRole('button', { name: 'Ya' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tidak' })).toBeVisible();
  },
};

/** Part-paid: what the accepted down payment brought is what can come back, not the booking's total. */
export const CancelPartPaidBooking: Story = {
  globals: onMobile,
  parameters: bookingsToCancel,
  play: async ({ canvasElement }) => {
    const cards = await findCards(canvasElement, 'Daftar reservasi');
    const card = cards.find((candidate) => within(candidate).queryByText('74', { exact: true }));
    if (!card) throw new Error('No card for reservation 74');
    await userEvent.click(within(card).getByRole('button', { name: 'Batal' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Apakah anda yakin?' }),
    );
    await waitFor(() => expect(dialog.getByText(/^Sudah dibayar: Rp\s175\.000$/)).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Jumlah dikembalikan' })).toHaveValue('175000');
  },
};

/** More than was paid is refused in the dialog with the backend's message, before anything is sent. */
export const CancelRefundAbovePaid: Story = {
  parameters: bookingsToCancel,
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement, 73);
    const amount = await dialog.findByRole('textbox', { name: 'Jumlah dikembalikan' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '400000');
    await userEvent.click(dialog.getByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(dialog.getByText(/^Jumlah pengembalian melebihi yang dibayar \(Rp\s350\.000\)$/)).toBeVisible(),
    );
    await expect(amount).toBeInvalid();
  },
};

/** Nothing paid: the plain confirmation, in the spec's words, with nothing to fill in. */
export const CancelUnpaidBooking: Story = {
  parameters: bookingsToCancel,
  play: async ({ canvasElement }) => {
    const dialog = await openCancel(canvasElement, 75);
    await waitFor(() =>
      expect(dialog.getByText('Reservasi akan dibatalkan. Tindakan ini tidak dapat diurungkan.')).toBeVisible(),
    );
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(dialog.queryByText(/^Sudah dibayar/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Ya' })).toBeVisible();
  },
};

const paged = pagedListStories('Daftar reservasi', { pastReservations: 240 });

/** Hundreds of reservations (240 finished ones on top of the seed), paged forward by the server. */
export const ManyPages: Story = paged.manyPages;

/** A search nothing matches: the server answers no row, and the list says so. */
export const SearchWithoutResult: Story = paged.searchWithoutResult;

const states = listStates(listPath, { paged: true });

export const Loading: Story = states.loading;

export const LoadingOnMobile: Story = states.loadingOnMobile('Daftar reservasi');

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
