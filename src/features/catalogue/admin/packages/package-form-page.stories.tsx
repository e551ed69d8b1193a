import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dashboardPageAt } from '@story-harness/story-meta';
import { appRoutes } from '@/lib/app-routes';
import { PackageCreatePage } from './package-form-page';
import { pricedItemFormStories } from '@story-harness/catalogue-form-stories';

const meta = {
  title: 'Dashboard/PackageFormPage',
  component: PackageCreatePage,
  ...dashboardPageAt(appRoutes.dashboard.packageCreate.to()),
} satisfies Meta<typeof PackageCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = pricedItemFormStories({
  heading: 'Tambah Paket',
  missing: [
    'Nama paket tidak boleh kosong',
    'Deskripsi tidak boleh kosong',
    'Harga tidak boleh kosong',
    'ID Kategori tidak boleh kosong',
  ],
  editRoute: appRoutes.dashboard.packageEdit.to,
  api: 'package/:id',
  name: ['Nama Paket', 'Keluarga Kecil'],
  expectEdit: (canvas) => expect(canvas.getByRole('button', { name: 'Ubah Paket' })).toBeVisible(),
  refusal: [409, 'Nama paket sudah digunakan di kategori ini'],
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
