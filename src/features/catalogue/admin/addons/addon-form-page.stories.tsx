import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SERVER_ERROR } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { appRoutes } from '@/lib/app-routes';
import { AddonCreatePage } from './addon-form-page';
import { pricedItemFormStories } from '@story-harness/catalogue-form-stories';

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

export const Create: Story = stories.create;

export const CreateOnMobile: Story = stories.createOnMobile;

export const ValidationErrors: Story = stories.validationErrors;

export const PriceKeepsDigits: Story = stories.priceKeepsDigits;

export const ServerError: Story = stories.serverError;

export const NoCategories: Story = stories.noCategories;

export const CategoriesFailed: Story = stories.categoriesFailed;

export const Edit: Story = stories.edit;

export const EditOnMobile: Story = stories.editOnMobile;

export const EditLoading: Story = stories.editLoading;

export const EditNotFound: Story = stories.editNotFound;
