import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { ReservationsPage } from './reservations-page';

const listPath = 'reservations';

const meta = {
  title: 'Dashboard/ReservationsPage',
  component: ReservationsPage,
  ...asAdminAt(paths.dashboard.reservations.to()),
} satisfies Meta<typeof ReservationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reservasi' })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: 'Detail' })).length).toBeGreaterThan(0);
  },
};

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

const states = listStates(listPath);

export const Loading: Story = states.loading;

export const LoadingOnMobile: Story = states.loadingOnMobile('Daftar reservasi');

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
