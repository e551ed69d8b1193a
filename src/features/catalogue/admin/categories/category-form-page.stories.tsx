import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { answer, fail, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { appRoutes } from '@/lib/app-routes';
import { CategoryCreatePage } from './category-form-page';
import { catalogueFormStories } from '@story-harness/catalogue-form-stories';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Dashboard/CategoryFormPage',
  component: CategoryCreatePage,
  ...dashboardPageAt(appRoutes.dashboard.categoryCreate.to()),
} satisfies Meta<typeof CategoryCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const png = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'studio.png', { type: 'image/png' });

/** Picks the PNG, and waits until its bytes were checked and it shows among the new images. */
async function pickPng(canvas: Canvas): Promise<void> {
  await userEvent.upload(canvas.getByLabelText('Pilih Gambar'), png());
  await canvas.findByRole('img', { name: 'Gambar baru studio.png' });
}

const stories = catalogueFormStories({
  heading: 'Tambah Kategori',
  submit: 'Tambah Kategori',
  missing: ['Nama kategori tidak boleh kosong', 'Gambar yang diunggah minimal 1 gambar'],
  editRoute: appRoutes.dashboard.categoryEdit.to,
  api: 'category/:id',
  name: ['Nama Kategori', 'Foto Keluarga'],
  expectEdit: (canvas) => expect(canvas.getAllByRole('img', { name: /^Gambar \d$/ })).toHaveLength(3),
});

export const Create: Story = {
  ...stories.create,
  parameters: {
    testedBy: {
      file: 'category-form-page.test.tsx',
      test: 'says what is missing on an empty submit, then again on every change',
    },
  },
};

export const CreateOnMobile: Story = stories.createOnMobile;

export const ValidationErrors: Story = {
  ...stories.validationErrors,
  parameters: {
    testedBy: {
      file: 'category-form-page.test.tsx',
      test: 'says what is missing on an empty submit, then again on every change',
    },
  },
};

export const ServerError: Story = {
  parameters: storyHandlers(
    answer('upload', ['/images/gallery-1.svg'], 'Gambar berhasil diunggah', { method: 'post', status: 201 }),
    fail('category', 409, 'Nama kategori sudah digunakan', 'post'),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Nama Kategori'));
    await userEvent.paste('Foto Keluarga');
    await pickPng(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Kategori' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Nama kategori sudah digunakan'));
  },
};

export const Edit: Story = testedBy(
  stories.edit,
  'category-form-page.test.tsx',
  'opens with the name and the current photos',
);

export const EditOnMobile: Story = stories.editOnMobile;

export const EditTooManyImages: Story = {
  parameters: {
    route: appRoutes.dashboard.categoryEdit.to(1),
    testedBy: { file: 'category-form-page.test.tsx', test: 'needs at least one photo and at most three in total' },
  },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Nama Kategori');
    await pickPng(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Kategori' }));
    await waitFor(() => expect(canvas.getByText('Total gambar tidak boleh lebih dari 3')).toBeVisible());
  },
};

export const EditLoading: Story = stories.editLoading;

export const EditNotFound: Story = testedBy(
  stories.editNotFound,
  'category-form-page.test.tsx',
  "shows 'Error: message' when the category cannot be loaded",
);
