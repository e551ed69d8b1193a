import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { answer, neverLoads, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
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
    // The studio's contact facts, as the seed's settings give them.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/6281234567890',
      ),
    );
    await expect(
      within(canvas.getByRole('main')).getByText('Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute('href', 'tel:+6281234567890');
    await expect(canvas.getByRole('link', { name: 'Buka di Google Maps' })).toHaveAttribute(
      'href',
      DEFAULT_SETTINGS.contact.mapUrl,
    );
    await expect(canvas.getByRole('link', { name: 'halo@studiosenja.id' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'TikTok: @studiosenja' })).toBeVisible();
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

/** While the settings are asked for, the facts hold their lines and the buttons wait. */
export const LoadingContact: Story = {
  globals: onMobile,
  parameters: neverLoads('settings'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Chat via WhatsApp' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Buka di Google Maps' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: /halo@/ })).not.toBeInTheDocument();
  },
};

/** The admin changed the studio's contact facts and added an opening note: the page says the new ones. */
export const ChangedContact: Story = {
  globals: onDesktop,
  parameters: storyHandlers(
    answer('settings', {
      ...DEFAULT_SETTINGS,
      contact: {
        ...DEFAULT_SETTINGS.contact,
        whatsapp: '0811-2233-4455',
        email: 'booking@studiosenja.id',
        address: 'Jl. Malioboro No. 52, Yogyakarta',
        instagram: '',
        openingNote: 'Tutup setiap hari Senin.',
      },
      updatedAt: '2026-11-20T03:00:00.000Z',
    }),
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(within(canvas.getByRole('main')).getByText('Jl. Malioboro No. 52, Yogyakarta')).toBeVisible(),
    );
    await expect(within(canvas.getByRole('main')).getByText('0811-2233-4455')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/6281122334455',
    );
    await expect(canvas.getByText('Tutup setiap hari Senin.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'booking@studiosenja.id' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  },
};
