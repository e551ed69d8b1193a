import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { hang, storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { ProfilePage } from './profile-page';

const meta = {
  title: 'Pages/ProfilePage',
  component: ProfilePage,
  parameters: { user: 'customer', route: '/profile' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sari Wulandari' })).toBeVisible());
    await expect(canvas.getByText('pelanggan@studio.test')).toBeVisible();
    await expect(canvas.getByText('Pelanggan')).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { user: 'admin' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Admin Studio Senja' })).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: storyHandlers(hang('me')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat…' })).toBeVisible();
  },
};

export const InTheAppOnMobile: Story = {
  ...inAppAt('/profile'),
  globals: onMobile,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sari Wulandari' })).toBeVisible());
  },
};
