import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
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

/**
 * The reviews are asked for once their section comes within a screen of view (customer-reviews-section.tsx):
 * far below the fold in a browser, they load as a visitor scrolls down to them.
 */
async function scrollToReviews(canvas: StoryContext['canvas']): Promise<void> {
  const heading = await canvas.findByRole('heading', { name: 'Apa Yang Dikatakan Pelanggan Kami' });
  window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY });
}

export const Populated: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Lihat selengkapnya' })).toHaveAttribute('href', '/category'),
    );
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Detail Foto Keluarga' })).toBeVisible());
    await scrollToReviews(canvas);
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
    await scrollToReviews(canvas);
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
    await scrollToReviews(canvas);
    await waitFor(() => expect(canvas.getByText('Ulasan gagal dimuat')).toBeVisible());
  },
};
