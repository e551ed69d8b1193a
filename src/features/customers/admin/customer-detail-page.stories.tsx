import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { stillLoading } from '@story-harness/page-states';
import { fail, storyHandlers } from '@story-harness/story-handlers';
import { findFirstCard, termsOf } from '@story-harness/phone-cards';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { demoAccounts } from '@/content/demo-accounts';
import { appRoutes } from '@/lib/app-routes';
import { CustomerDetailPage } from './customer-detail-page';

/** The demo customer: the seed's second person, after the admin. */
const DEMO_CUSTOMER_ID = 2;

const meta = {
  title: 'Pages/Admin/CustomerDetailPage',
  component: CustomerDetailPage,
  ...inAppAt(appRoutes.dashboard.customerDetail.to(DEMO_CUSTOMER_ID), 'admin'),
} satisfies Meta<typeof CustomerDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer: their contact, figures and money, their bookings and messages, and a way to book again. */
export const Default: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: demoAccounts.customer.name });
    await expect(canvas.getByRole('link', { name: 'Buat reservasi' })).toHaveAttribute(
      'href',
      expect.stringContaining(`customer=${DEMO_CUSTOMER_ID}`),
    );
    await expect(canvas.getByRole('link', { name: 'Hubungi via WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/62\d+\?text=Halo/),
    );
    const bookings = canvas.getByRole('table', { name: 'Reservasi pelanggan' });
    await expect(within(bookings).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('heading', { name: 'Pesan' })).toBeVisible();
  },
};

/** On a phone the facts come first, then the bookings and messages as cards. */
export const OnMobile: Story = {
  globals: onMobile,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: demoAccounts.customer.name });
    const booking = await findFirstCard(canvasElement, 'Reservasi pelanggan');
    await expect(termsOf(booking)).toEqual(['Paket', 'Saluran', 'Total']);
  },
};

/** The admin keeps a note on the customer: saved, and said so. */
export const NotesSaved: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    const notes = await canvas.findByRole('textbox', { name: 'Catatan' });
    await userEvent.type(notes, 'Suka latar hijau.');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan catatan' }));
    await canvas.findByText('Catatan pelanggan berhasil disimpan');
  },
};

export const Loading: Story = stillLoading(`customer/${DEMO_CUSTOMER_ID}`, 'Memuat data pelanggan');

export const Error: Story = {
  parameters: storyHandlers(fail(`customer/${DEMO_CUSTOMER_ID}`, 500)),
  play: async ({ canvas }) => {
    await canvas.findByText(/^Error:/);
  },
};
