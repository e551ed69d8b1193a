import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Layouts/SiteFooter',
  component: SiteFooter,
  args: { year: 2026 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Kontak' })).toBeVisible();
    await expect(canvas.getByText(/© 2026/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onMobile,
};
