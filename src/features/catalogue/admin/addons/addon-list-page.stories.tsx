import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { termsOf } from '@story-harness/phone-cards';
import { dashboardPageAt } from '@story-harness/story-meta';
import { appRoutes } from '@/lib/app-routes';
import { AddonListPage } from './addon-list-page';
import { catalogueListStories } from '@story-harness/catalogue-list-stories';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Dashboard/AddonListPage',
  component: AddonListPage,
  ...dashboardPageAt(appRoutes.dashboard.addons.to()),
} satisfies Meta<typeof AddonListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = catalogueListStories({
  path: 'addons',
  list: 'Daftar tambahan',
  item: 'Model Tangan',
  header: 'Unit',
  expectCard: (card) => expect(termsOf(card)).toEqual(['Kategori', 'Unit', 'Harga']),
});

export const Populated: Story = stories.populated;

/** On a phone each add-on is a card: its name, category, unit and price, then 'Ubah' and 'Hapus'. */
export const Mobile: Story = stories.mobile;

export const Loading: Story = stories.loading;

export const Empty: Story = testedBy(
  stories.empty,
  '../shared/priced-item-pages.test.tsx',
  "say 'Tidak ada data' when there are none",
);

export const FetchError: Story = stories.failure;
