import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { ReviewsPage } from './reviews-page';

const listPath = 'reviews';

const meta = {
  title: 'Dashboard/ReviewsPage',
  component: ReviewsPage,
  ...asAdminAt(paths.dashboard.reviews.to()),
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ulasan' })).toBeVisible();
    await expect((await canvas.findAllByRole('img', { name: /^Rating / })).length).toBeGreaterThan(0);
  },
};

/** On a phone each review is a card: the customer with the stars beside, and the whole review. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, 'Daftar ulasan');
    await expect(within(first).getByRole('img', { name: /^Rating / })).toBeVisible();
    await expect(termsOf(first)).toEqual(['ID Reservasi', 'Kategori', 'Paket', 'Ulasan']);
  },
};

const states = listStates(listPath);

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
