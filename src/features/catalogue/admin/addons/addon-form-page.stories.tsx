import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fail, neverLoads, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { AddonCreatePage } from './addon-form-page';

const meta = {
  title: 'Dashboard/AddonFormPage',
  component: AddonCreatePage,
  ...dashboardPageAt(paths.dashboard.addonCreate.to()),
} satisfies Meta<typeof AddonCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tambah Tambahan' })).toBeVisible();
  },
};

export const CreateOnMobile: Story = { globals: onMobile };

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Paket' }));
    await waitFor(() => expect(canvas.getByText('Nama tambahan tidak boleh kosong')).toBeVisible());
    await expect(canvas.getByText('Satuan tidak boleh kosong')).toBeVisible();
    await expect(canvas.getByText('Harga tidak boleh kosong')).toBeVisible();
    await expect(canvas.getByText('ID Kategori tidak boleh kosong')).toBeVisible();
  },
};

export const Edit: Story = {
  parameters: { route: paths.dashboard.addonEdit.to(1) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Nama Tambahan')).toHaveValue('Tambahan Orang'));
    await expect(canvas.getByLabelText('Unit')).toHaveValue('orang');
  },
};

export const EditOnMobile: Story = { ...Edit, globals: onMobile };

export const ServerError: Story = {
  parameters: { route: paths.dashboard.addonEdit.to(1), ...storyHandlers(fail('addon/:id', 500, SERVER_ERROR, 'put')) },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Nama Tambahan');
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Paket' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
  },
};

export const EditLoading: Story = {
  parameters: { route: paths.dashboard.addonEdit.to(1), ...neverLoads('addon/:id') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const EditNotFound: Story = {
  parameters: { route: paths.dashboard.addonEdit.to(999) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  },
};
