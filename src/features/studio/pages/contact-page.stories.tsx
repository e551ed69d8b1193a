import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { onDesktop, onMobile } from '@story-harness/viewports';
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
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Chat via WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Jam Operasional' })).toBeVisible();
    // The hours the slots 10:20 to 19:40 of 20 minutes fill, every day.
    await expect(canvas.getByRole('term')).toHaveTextContent('Setiap hari');
    await expect(canvas.getByRole('definition')).toHaveTextContent('10.20–20.00 WIB');
    await expect(
      canvas.getByText('Satu sesi foto 20 menit. Sesi pertama mulai pukul 10.20, sesi terakhir pukul 19.40 WIB.'),
    ).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: onMobile,
};
