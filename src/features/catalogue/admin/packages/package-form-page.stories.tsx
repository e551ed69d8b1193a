import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, failsToLoad, loadsEmpty, neverLoads, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { PackageCreatePage } from './package-form-page';

const meta = {
  title: 'Dashboard/PackageFormPage',
  component: PackageCreatePage,
  ...dashboardPageAt(paths.dashboard.packageCreate.to()),
} satisfies Meta<typeof PackageCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Create: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tambah Paket' })).toBeVisible();
  },
};

export const CreateOnMobile: Story = { globals: onMobile };

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Paket' }));
    await waitFor(() => expect(canvas.getByText('Nama paket tidak boleh kosong')).toBeVisible());
    await expect(canvas.getByText('Deskripsi tidak boleh kosong')).toBeVisible();
    await expect(canvas.getByText('Harga tidak boleh kosong')).toBeVisible();
    await expect(canvas.getByText('ID Kategori tidak boleh kosong')).toBeVisible();
  },
};

export const PriceKeepsDigits: Story = {
  play: async ({ canvas }) => {
    const price = canvas.getByLabelText('Harga');
    await userEvent.type(price, 'Rp 250.000');
    await expect(price).toHaveValue('250000');
  },
};

export const ServerError: Story = {
  parameters: {
    route: paths.dashboard.packageEdit.to(1),
    ...storyHandlers(fail('package/:id', 409, 'Nama paket sudah digunakan di kategori ini', 'put')),
  },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Nama Paket');
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Paket' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Nama paket sudah digunakan di kategori ini'),
    );
  },
};

export const NoCategories: Story = {
  parameters: loadsEmpty('categories'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    await expect(await body(canvasElement).findByRole('option', { name: 'Tidak ada data' })).toBeInTheDocument();
  },
};

export const CategoriesFailed: Story = {
  parameters: failsToLoad('categories', 'Gagal memuat kategori'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    await expect(await body(canvasElement).findByRole('option', { name: 'Gagal memuat kategori' })).toBeInTheDocument();
  },
};

export const Edit: Story = {
  parameters: { route: paths.dashboard.packageEdit.to(1) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Nama Paket')).toHaveValue('Keluarga Kecil'));
    await expect(canvas.getByRole('button', { name: 'Ubah Paket' })).toBeVisible();
  },
};

export const EditOnMobile: Story = { ...Edit, globals: onMobile };

export const EditLoading: Story = {
  parameters: { route: paths.dashboard.packageEdit.to(1), ...neverLoads('package/:id') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const EditNotFound: Story = {
  parameters: { route: paths.dashboard.packageEdit.to(999) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  },
};
