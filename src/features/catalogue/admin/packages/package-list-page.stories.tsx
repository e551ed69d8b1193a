import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { termsOf } from '@story-harness/phone-cards';
import { dashboardPageAt } from '@story-harness/story-meta';
import { appRoutes } from '@/lib/app-routes';
import { PackageListPage } from './package-list-page';
import { catalogueListStories } from '@story-harness/catalogue-list-stories';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Dashboard/PackageListPage',
  component: PackageListPage,
  ...dashboardPageAt(appRoutes.dashboard.packages.to()),
} satisfies Meta<typeof PackageListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = catalogueListStories({
  path: 'packages',
  list: 'Daftar paket',
  item: 'Pas Foto Formal Lengkap',
  header: 'Deskripsi',
  expectCard: (card) => expect(termsOf(card)).toEqual(['Kategori', 'Deskripsi', 'Harga', 'Foto Edit']),
});

export const Populated: Story = {
  ...stories.populated,
  parameters: {
    testedBy: {
      file: '../shared/priced-item-pages.test.tsx',
      test: 'list the items newest first under their headers, with a way to add one and to find one',
    },
  },
};

/**
 * On a phone each package is a card: its name, category, description, price and edited photos, then 'Ubah' and
 * 'Hapus'.
 */
export const Mobile: Story = stories.mobile;

export const Loading: Story = stories.loading;

export const Empty: Story = testedBy(
  stories.empty,
  '../shared/priced-item-pages.test.tsx',
  "say 'Tidak ada data' when there are none",
);

export const FetchError: Story = stories.failure;
