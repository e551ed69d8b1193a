import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SERVER_ERROR } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { appRoutes } from '@/lib/app-routes';
import { AddonCreatePage } from './addon-form-page';
import { pricedItemFormStories } from '@story-harness/catalogue-form-stories';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Dashboard/AddonFormPage',
  component: AddonCreatePage,
  ...dashboardPageAt(appRoutes.dashboard.addonCreate.to()),
} satisfies Meta<typeof AddonCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = pricedItemFormStories({
  heading: 'Tambah Tambahan',
  missing: [
    'Nama tambahan tidak boleh kosong',
    'Satuan tidak boleh kosong',
    'Harga tidak boleh kosong',
    'ID Kategori tidak boleh kosong',
  ],
  editRoute: appRoutes.dashboard.addonEdit.to,
  api: 'addon/:id',
  name: ['Nama Tambahan', 'Tambahan Orang'],
  expectEdit: (canvas) => expect(canvas.getByLabelText('Unit')).toHaveValue('orang'),
  refusal: [500, SERVER_ERROR],
});

export const Create: Story = {
  ...stories.create,
  parameters: {
    testedBy: { file: '../shared/priced-item-pages.test.tsx', test: 'tell what is missing on an empty submit' },
  },
};

export const CreateOnMobile: Story = stories.createOnMobile;

export const ValidationErrors: Story = {
  ...stories.validationErrors,
  parameters: {
    testedBy: { file: '../shared/priced-item-pages.test.tsx', test: 'tell what is missing on an empty submit' },
  },
};

export const PriceKeepsDigits: Story = stories.priceKeepsDigits;

export const ServerError: Story = stories.serverError;

export const NoCategories: Story = testedBy(
  stories.noCategories,
  '../shared/priced-item-pages.test.tsx',
  "offer 'Tidak ada data' when there are no categories, and an error entry when they fail to load",
);

export const CategoriesFailed: Story = testedBy(
  stories.categoriesFailed,
  '../shared/priced-item-pages.test.tsx',
  "offer 'Tidak ada data' when there are no categories, and an error entry when they fail to load",
);

export const Edit: Story = testedBy(
  stories.edit,
  '../shared/priced-item-pages.test.tsx',
  'open an item prefilled and save the change',
);

export const EditOnMobile: Story = stories.editOnMobile;

export const EditLoading: Story = stories.editLoading;

export const EditNotFound: Story = testedBy(
  stories.editNotFound,
  '../shared/priced-item-pages.test.tsx',
  "show 'Error: message' when the item cannot be loaded",
);
