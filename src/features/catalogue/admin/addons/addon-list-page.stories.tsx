import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onDashboardPages } from '@story-harness/dashboard-pages';
import { failsToLoad, loadsEmpty, neverLoads, SERVER_ERROR } from '@story-harness/story-handlers';
import { findCards } from '@story-harness/phone-cards';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { AddonListPage } from './addon-list-page';

const meta = {
  title: 'Dashboard/AddonListPage',
  component: AddonListPage,
  render: onDashboardPages.render,
  parameters: { user: 'admin', route: paths.dashboard.addons.to() },
  globals: onDesktop,
} satisfies Meta<typeof AddonListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Model Tangan')).toBeVisible();
  },
};

/** On a phone each add-on is a card: its name, category, unit and price, then 'Ubah' and 'Hapus'. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Daftar tambahan');
    const card = within(within(canvasElement).getByRole('listitem', { name: 'Model Tangan' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Kategori', 'Unit', 'Harga']);
    await expect(card.getByRole('link', { name: 'Ubah' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: neverLoads('addons'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: loadsEmpty('addons'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada data')).toBeVisible();
  },
};

export const FetchError: Story = {
  parameters: failsToLoad('addons'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SERVER_ERROR);
  },
};
