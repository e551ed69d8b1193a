import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findCardNamed, termsOf } from '@story-harness/phone-cards';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { PackageListPage } from './package-list-page';

const meta = {
  title: 'Dashboard/PackageListPage',
  component: PackageListPage,
  ...dashboardPageAt(paths.dashboard.packages.to()),
} satisfies Meta<typeof PackageListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Pas Foto Formal Lengkap')).toBeVisible());
  },
};

/** On a phone each package is a card: its name, category, description and price, then 'Ubah' and 'Hapus'. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const card = await findCardNamed(canvasElement, 'Daftar paket', 'Pas Foto Formal Lengkap');
    await expect(termsOf(card)).toEqual(['Kategori', 'Deskripsi', 'Harga']);
    await expect(within(card).getByRole('button', { name: 'Hapus' })).toBeVisible();
  },
};

const states = listStates('packages');

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
