import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { answer, fail, failsToLoad, neverLoads, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { CategoryCreatePage } from './category-form-page';

const meta = {
  title: 'Dashboard/CategoryFormPage',
  component: CategoryCreatePage,
  ...dashboardPageAt(paths.dashboard.categoryCreate.to()),
} satisfies Meta<typeof CategoryCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'studio.png', { type: 'image/png' });

export const Create: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tambah Kategori' })).toBeVisible();
  },
};

export const CreateOnMobile: Story = { globals: onMobile };

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Kategori' }));
    await waitFor(() => expect(canvas.getByText('Nama kategori tidak boleh kosong')).toBeVisible());
    await expect(canvas.getByText('Gambar yang diunggah minimal 1 gambar')).toBeVisible();
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
    await userEvent.upload(canvas.getByLabelText('Pilih Gambar'), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Kategori' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Nama kategori sudah digunakan'));
  },
};

export const Edit: Story = {
  parameters: { route: paths.dashboard.categoryEdit.to(1) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Nama Kategori')).toHaveValue('Foto Keluarga'));
    await expect(canvas.getAllByRole('img', { name: /^Gambar \d$/ })).toHaveLength(3);
  },
};

export const EditOnMobile: Story = { ...Edit, globals: onMobile };

export const EditTooManyImages: Story = {
  parameters: { route: paths.dashboard.categoryEdit.to(1) },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Nama Kategori');
    await userEvent.upload(canvas.getByLabelText('Pilih Gambar'), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Kategori' }));
    await waitFor(() => expect(canvas.getByText('Total gambar tidak boleh lebih dari 3')).toBeVisible());
  },
};

export const EditLoading: Story = {
  parameters: { route: paths.dashboard.categoryEdit.to(1), ...neverLoads('category/:id') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const EditNotFound: Story = {
  parameters: {
    route: paths.dashboard.categoryEdit.to(999),
    ...failsToLoad('category/:id', 'Data tidak ditemukan', 404),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  },
};
