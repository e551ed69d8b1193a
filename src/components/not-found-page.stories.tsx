import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  },
};

export const InsideTheApp: Story = {
  ...inAppAt('/halaman-yang-tidak-ada'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: '404 Page Not Found!' })).toBeVisible());
    await expect(canvas.getByRole('navigation', { name: 'Menu utama' })).toBeInTheDocument();
  },
};
