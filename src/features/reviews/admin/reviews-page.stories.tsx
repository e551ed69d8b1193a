import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listStates, populatedList } from '@story-harness/list-states';
import { pagedListStories } from '@story-harness/paged-list-stories';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { ReviewsPage } from './reviews-page';

const listPath = 'reviews';

const meta = {
  title: 'Dashboard/ReviewsPage',
  component: ReviewsPage,
  ...asAdminAt(appRoutes.dashboard.reviews.to()),
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = populatedList('Ulasan', ['img', /^Rating /]);

/** On a phone each review is a card: the customer with the stars beside, and the whole review. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const first = await findFirstCard(canvasElement, 'Daftar ulasan');
    await expect(within(first).getByRole('img', { name: /^Rating / })).toBeVisible();
    await expect(termsOf(first)).toEqual(['ID Reservasi', 'Kategori', 'Paket', 'Ulasan']);
  },
};

const paged = pagedListStories('Daftar ulasan');

/** More reviews than a page holds (the seed's), paged forward: the rows of the next page, numbered on. */
export const ManyPages: Story = paged.manyPages;

/** A search nothing matches: the server answers no row, and the list says so. */
export const SearchWithoutResult: Story = paged.searchWithoutResult;

const states = listStates(listPath, { paged: true });

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
