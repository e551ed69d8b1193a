import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { onMobile } from '@story-harness/viewports';
import { AccountUnavailable } from './account-unavailable';

const meta = {
  title: 'Pages/AccountUnavailable',
  component: AccountUnavailable,
  args: {
    failure: { status: 500, message: 'Terjadi kesalahan pada server. Coba lagi nanti.' },
    retry: fn(),
  },
} satisfies Meta<typeof AccountUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET /me answered 500: the person is still signed in, and can ask again. */
export const ServerError: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Akun Anda belum dapat dimuat' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.retry).toHaveBeenCalled();
  },
};

/** No network on a phone: the message says so, the button fits. */
export const OfflineOnMobile: Story = {
  globals: onMobile,
  args: { failure: { status: 'FETCH_ERROR', message: 'An error occurred' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Periksa koneksi Anda');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
