import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { GalleryPage } from './gallery-page';

const meta = {
  title: 'Pages/GalleryPage',
  component: GalleryPage,
  ...inAppAt('/gallery'),
} satisfies Meta<typeof GalleryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnDesktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Galeri' })).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'Foto Populer' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Inspirasi Foto' })).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: onMobile,
};
