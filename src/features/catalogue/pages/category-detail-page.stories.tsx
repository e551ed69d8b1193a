import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { hang, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { categoryWithImages, failGet, serveCategory } from '@/test/fixtures/catalogue';
import { CategoryDetailPage } from './category-detail-page';

const meta = {
  title: 'Pages/CategoryDetailPage',
  component: CategoryDetailPage,
  ...inAppAt('/category/1'),
} satisfies Meta<typeof CategoryDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const packagesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Pilihan Paket Yang Tersedia' });

/** A visitor is asked to sign in on each package, which then opens its reservation page. */
export const AsVisitor: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement }) => {
    const packages = within(await packagesOf(canvasElement));
    await expect(packages.getByRole('heading', { name: 'Keluarga Kecil' })).toBeVisible();
    await expect(packages.queryByRole('link', { name: /Pilih Paket/ })).toBeNull();
    const signIn = await packages.findByRole('link', { name: 'Masuk untuk memesan Keluarga Kecil' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/login');
    await userEvent.click(signIn);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible());
  },
};

export const AsVisitorOnMobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const packages = within(await packagesOf(canvasElement));
    await waitFor(() =>
      expect(packages.getByRole('link', { name: 'Masuk untuk memesan Keluarga Kecil' })).toBeVisible(),
    );
  },
};

export const AsAdmin: Story = {
  globals: onDesktop,
  parameters: {
    user: 'admin',
    testedBy: {
      file: 'category-detail-page.test.tsx',
      test: 'offers no Pilih Paket and no Masuk untuk memesan to an admin',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('link', { name: 'Dashboard' });
    const packages = within(await packagesOf(canvasElement));
    await expect(packages.queryByRole('link', { name: /Pilih Paket/ })).toBeNull();
    await expect(packages.queryByRole('link', { name: /Masuk untuk memesan/ })).toBeNull();
  },
};

export const AsCustomer: Story = {
  globals: onDesktop,
  parameters: {
    user: 'customer',
    testedBy: {
      file: 'category-detail-page.test.tsx',
      test: 'offers Pilih Paket to a customer, linking to the reservation',
    },
  },
  play: async ({ canvasElement }) => {
    const packages = within(await packagesOf(canvasElement));
    await waitFor(() =>
      expect(packages.getByRole('link', { name: 'Pilih Paket Keluarga Kecil' })).toHaveAttribute(
        'href',
        '/reservation/1',
      ),
    );
  },
};

export const AsCustomerOnMobile: Story = {
  globals: onMobile,
  parameters: { user: 'customer' },
};

export const OneImage: Story = {
  parameters: {
    ...storyHandlers(serveCategory(categoryWithImages(1))),
    testedBy: { file: 'category-detail-page.test.tsx', test: 'lays out %i image(s) as %s' },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /Foto Keluarga — foto/ })).toHaveLength(1));
  },
};

export const TwoImages: Story = {
  parameters: {
    ...storyHandlers(serveCategory(categoryWithImages(2))),
    testedBy: { file: 'category-detail-page.test.tsx', test: 'lays out %i image(s) as %s' },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /Foto Keluarga — foto/ })).toHaveLength(2));
  },
};

export const ThreeImages: Story = {
  parameters: {
    ...storyHandlers(serveCategory(categoryWithImages(3))),
    testedBy: { file: 'category-detail-page.test.tsx', test: 'lays out %i image(s) as %s' },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /Foto Keluarga — foto/ })).toHaveLength(3));
  },
};

export const ThreeImagesOnMobile: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveCategory(categoryWithImages(3))),
};

export const Loading: Story = {
  parameters: storyHandlers(hang('category/:id')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Memuat kategori')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  ...inAppAt('/category/99'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Error: Data tidak ditemukan')).toBeVisible());
  },
};

export const FailedWithServerError: Story = {
  globals: onMobile,
  parameters: storyHandlers(failGet('category/:id', 500, 'Terjadi kesalahan pada server')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Error: Terjadi kesalahan pada server')).toBeVisible());
  },
};
