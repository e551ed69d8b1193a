import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findCardNamed } from '@story-harness/phone-cards';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { CategoryAdminListPage } from './category-list-page';

const meta = {
  title: 'Dashboard/CategoryAdminListPage',
  component: CategoryAdminListPage,
  ...dashboardPageAt(paths.dashboard.categories.to()),
} satisfies Meta<typeof CategoryAdminListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Foto Keluarga')).toBeVisible());
    await expect(canvas.getByRole('columnheader', { name: 'Foto' })).toBeVisible();
  },
};

/** On a phone each category is a card with its photos, 'Ubah' and 'Hapus'. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const card = within(await findCardNamed(canvasElement, 'Daftar kategori', 'Foto Keluarga'));
    await expect(card.getAllByRole('img')).toHaveLength(3);
    await expect(card.getByRole('link', { name: 'Ubah' })).toBeVisible();
  },
};

const states = listStates('categories');

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;

/** A category a pending reservation relies on cannot go: the refusal shows inside the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = (await canvas.findByText('Foto Keluarga')).closest('tr');
    if (!row) throw new Error('No row for Foto Keluarga');
    await userEvent.click(within(row).getByRole('button', { name: 'Hapus' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Apakah anda yakin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif'),
    );
  },
};
