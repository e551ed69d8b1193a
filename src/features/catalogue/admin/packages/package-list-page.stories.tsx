import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onDashboardPages } from '@story-harness/dashboard-pages';
import { failsToLoad, loadsEmpty, neverLoads, SERVER_ERROR } from '@story-harness/story-handlers';
import { findCards } from '@story-harness/phone-cards';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { PackageListPage } from './package-list-page';

const meta = {
  title: 'Dashboard/PackageListPage',
  component: PackageListPage,
  render: onDashboardPages.render,
  parameters: { user: 'admin', route: paths.dashboard.packages.to() },
  globals: onDesktop,
} satisfies Meta<typeof PackageListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pas Foto Formal Lengkap')).toBeVisible();
  },
};

/** On a phone each package is a card: its name, category, description and price, then 'Ubah' and 'Hapus'. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Daftar paket');
    const card = within(within(canvasElement).getByRole('listitem', { name: 'Pas Foto Formal Lengkap' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Kategori', 'Deskripsi', 'Harga']);
    await expect(card.getByRole('button', { name: 'Hapus' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: neverLoads('packages'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: loadsEmpty('packages'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada data')).toBeVisible();
  },
};

export const FetchError: Story = {
  parameters: failsToLoad('packages'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SERVER_ERROR);
  },
};
