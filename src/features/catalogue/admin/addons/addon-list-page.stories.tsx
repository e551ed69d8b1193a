import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findCardNamed, termsOf } from '@story-harness/phone-cards';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { AddonListPage } from './addon-list-page';

const meta = {
  title: 'Dashboard/AddonListPage',
  component: AddonListPage,
  ...dashboardPageAt(paths.dashboard.addons.to()),
} satisfies Meta<typeof AddonListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Model Tangan')).toBeVisible());
  },
};

/** On a phone each add-on is a card: its name, category, unit and price, then 'Ubah' and 'Hapus'. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const card = await findCardNamed(canvasElement, 'Daftar tambahan', 'Model Tangan');
    await expect(termsOf(card)).toEqual(['Kategori', 'Unit', 'Harga']);
    await expect(within(card).getByRole('link', { name: 'Ubah' })).toBeVisible();
  },
};

const states = listStates('addons');

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
