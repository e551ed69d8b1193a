import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { pagedListStories } from '@story-harness/paged-list-stories';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
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
