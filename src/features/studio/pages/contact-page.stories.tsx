import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inAppAt } from '../../../../.storybook/app-at-url';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import { ContactPage } from './contact-page';

const meta = {
  title: 'Pages/ContactPage',
  component: ContactPage,
  ...inAppAt('/contact'),
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnDesktop: Story = {
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chat via WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Jam Operasional' })).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: onMobile,
};
