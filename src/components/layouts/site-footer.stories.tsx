import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { answer, neverLoads, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Layouts/SiteFooter',
  component: SiteFooter,
  args: { year: 2026 },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The studio's contact facts as the seed's settings give them. */
export const Desktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Kontak' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /0812-3456-7890/ })).toHaveAttribute(
        'href',
        'https://wa.me/6281234567890',
      ),
    );
    await expect(canvas.getByText('Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Instagram @studiosenja.id' })).toBeVisible();
    await expect(canvas.getByText(/© 2026/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onMobile,
};

/** While the settings are asked for, each contact line holds its place. */
export const LoadingContact: Story = {
  globals: onDesktop,
  parameters: neverLoads('settings'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Kontak' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /WhatsApp|0812/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  },
};

/** The admin moved the studio and gave up TikTok: the footer follows the settings in force. */
export const ChangedContact: Story = {
  globals: onMobile,
  parameters: storyHandlers(
    answer('settings', {
      ...DEFAULT_SETTINGS,
      contact: {
        ...DEFAULT_SETTINGS.contact,
        whatsapp: '0811-2233-4455',
        address: 'Jl. Malioboro No. 52, Yogyakarta',
        tiktok: '',
      },
      updatedAt: '2026-11-20T03:00:00.000Z',
    }),
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Jl. Malioboro No. 52, Yogyakarta')).toBeVisible());
    await expect(canvas.getByRole('link', { name: /0811-2233-4455/ })).toHaveAttribute(
      'href',
      'https://wa.me/6281122334455',
    );
    await expect(canvas.queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Facebook studiosenjajogja' })).toBeVisible();
  },
};
