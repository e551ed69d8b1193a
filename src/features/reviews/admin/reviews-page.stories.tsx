import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listStates } from '../../../../.storybook/list-states';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import { paths } from '../../../lib/paths';
import { ReviewsPage } from './reviews-page';

const listUrl = '*/api/v1/reviews';

const meta = {
  title: 'Dashboard/ReviewsPage',
  component: ReviewsPage,
  parameters: { user: 'admin', route: paths.dashboard.reviews.to() },
  globals: onDesktop,
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ulasan' })).toBeVisible();
    await expect((await canvas.findAllByRole('img', { name: /^Rating / })).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('img', { name: /^Rating / })).length).toBeGreaterThan(0);
  },
};

const states = listStates(listUrl);

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
