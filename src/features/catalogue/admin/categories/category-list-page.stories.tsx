import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onDashboardPages } from '@story-harness/dashboard-pages';
import { failsToLoad, loadsEmpty, neverLoads, SERVER_ERROR } from '@story-harness/story-handlers';
import { findCards } from '@story-harness/phone-cards';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { CategoryListPage } from './category-list-page';

const meta = {
  title: 'Dashboard/CategoryListPage',
  component: CategoryListPage,
  render: onDashboardPages.render,
  parameters: { user: 'admin', route: paths.dashboard.categories.to() },
  globals: onDesktop,
} satisfies Meta<typeof CategoryListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Foto Keluarga')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Foto' })).toBeVisible();
  },
};

/** On a phone each category is a card with its photos, 'Ubah' and 'Hapus'. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Daftar kategori');
    const card = within(within(canvasElement).getByRole('listitem', { name: 'Foto Keluarga' }));
    await expect(card.getAllByRole('img')).toHaveLength(3);
    await expect(card.getByRole('link', { name: 'Ubah' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: neverLoads('categories'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: loadsEmpty('categories'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada data')).toBeVisible();
  },
};

export const FetchError: Story = {
  parameters: failsToLoad('categories'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SERVER_ERROR);
  },
};

/** A category a pending reservation relies on cannot go: the refusal shows inside the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('Foto Keluarga')).closest('tr');
    if (!row) throw new Error('No row for Foto Keluarga');
    await userEvent.click(within(row).getByRole('button', { name: 'Hapus' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Apakah anda yakin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Data masih digunakan oleh reservasi aktif',
    );
  },
};
