import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardPageAt } from '@story-harness/story-meta';
import { appRoutes } from '@/lib/app-routes';
import { CategoryAdminListPage } from './category-list-page';
import { catalogueListStories } from '@story-harness/catalogue-list-stories';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Dashboard/CategoryAdminListPage',
  component: CategoryAdminListPage,
  ...dashboardPageAt(appRoutes.dashboard.categories.to()),
} satisfies Meta<typeof CategoryAdminListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = catalogueListStories({
  path: 'categories',
  list: 'Daftar kategori',
  item: 'Foto Keluarga',
  header: 'Foto',
  expectCard: (card) => expect(within(card).getAllByRole('img')).toHaveLength(3),
});

export const Populated: Story = {
  ...stories.populated,
  parameters: {
    testedBy: {
      file: 'category-list-page.test.tsx',
      test: 'lists every category newest first with its photos and actions',
    },
  },
};

/** On a phone each category is a card with its photos, 'Ubah' and 'Hapus'. */
export const Mobile: Story = stories.mobile;

export const Loading: Story = stories.loading;

export const Empty: Story = testedBy(
  stories.empty,
  'category-list-page.test.tsx',
  "says 'Tidak ada data' when there are none",
);

export const FetchError: Story = testedBy(
  stories.failure,
  'category-list-page.test.tsx',
  "shows the server's message when the list cannot be loaded",
);

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
