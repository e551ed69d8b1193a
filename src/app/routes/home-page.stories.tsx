import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { hang, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { failGet, serveLatestCategories, servePublicReviews } from '@/test/fixtures/catalogue';
import { HomePage } from './home-page';

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  ...inAppAt('/'),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Lihat selengkapnya' })).toHaveAttribute('href', '/category'),
    );
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Detail Foto Keluarga' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Ulasan pelanggan' })).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Foto Populer' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Inspirasi Foto' })).toBeVisible();
  },
};

export const PopulatedOnMobile: Story = {
  globals: onMobile,
  parameters: { user: 'customer' },
};

export const Loading: Story = {
  parameters: storyHandlers(hang('categories/latest'), hang('reviews/some')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Memuat kategori')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Memuat ulasan')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: storyHandlers(serveLatestCategories([]), servePublicReviews([])),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Belum ada data')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Belum ada ulasan')).toBeVisible());
  },
};

export const Failed: Story = {
  globals: onMobile,
  parameters: storyHandlers(
    failGet('categories/latest', 500, 'Kategori gagal dimuat'),
    failGet('reviews/some', 500, 'Ulasan gagal dimuat'),
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Kategori gagal dimuat')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Ulasan gagal dimuat')).toBeVisible());
  },
};
