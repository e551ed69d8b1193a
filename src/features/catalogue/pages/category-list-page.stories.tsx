import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { hang, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { categoryWithoutPackages, failGet, serveCategories } from '@/test/fixtures/catalogue';
import { CategoryListPage } from './category-list-page';

const meta = {
  title: 'Pages/CategoryListPage',
  component: CategoryListPage,
  ...inAppAt('/category'),
} satisfies Meta<typeof CategoryListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Detail Foto Keluarga' })).toHaveAttribute('href', '/category/1'),
    );
    await expect(canvas.queryByText('Foto Hewan Peliharaan')).toBeNull();
  },
};

export const PopulatedOnMobile: Story = {
  globals: onMobile,
};

export const Loading: Story = {
  parameters: storyHandlers(hang('categories')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat kategori' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    ...storyHandlers(serveCategories([categoryWithoutPackages])),
    testedBy: { file: 'category-list-page.test.tsx', test: 'says Belum ada data when no category has a package' },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Belum ada data')).toBeVisible());
  },
};

export const Failed: Story = {
  globals: onMobile,
  parameters: storyHandlers(failGet('categories', 500, 'Server sedang sibuk, coba lagi sebentar')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Server sedang sibuk, coba lagi sebentar'));
  },
};
