import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '@story-harness/fixtures';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Layouts/SiteHeader',
  component: SiteHeader,
  args: { user: undefined, isUserLoading: false, onSignOut: fn() },
  globals: onDesktop,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  parameters: { testedBy: { file: '../../app/router.test.tsx', test: 'offers Masuk and Daftar to visitors' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
  },
};

export const LoadingUser: Story = {
  args: { isUserLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat pengguna' })).toBeVisible();
  },
};

export const Customer: Story = {
  args: { user: storyUsers.customer },
};

export const CustomerMenuOpen: Story = {
  args: { user: storyUsers.customer },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sari/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'Riwayat' })).toHaveAttribute('href', '/history');
    await expect(within(menu).getByRole('menuitem', { name: 'Pesan' })).toHaveAttribute('href', '/messages');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  },
};

export const Admin: Story = {
  args: { user: storyUsers.admin },
  parameters: { route: '/category' },
};

export const AdminSignsOut: Story = {
  args: { user: storyUsers.admin },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Apakah anda yakin untuk keluar?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keluar' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const VisitorOnMobile: Story = {
  globals: onMobile,
};

export const LoadingUserOnMobile: Story = {
  args: { isUserLoading: true },
  globals: onMobile,
};

export const CustomerOnMobile: Story = {
  args: { user: storyUsers.customer },
  globals: onMobile,
};

export const CustomerMobileMenuOpen: Story = {
  args: { user: storyUsers.customer },
  globals: onMobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('navigation', { name: 'Menu seluler' });
    await expect(within(menu).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('link', { name: 'Riwayat' })).toHaveAttribute('href', '/history');
    await expect(within(menu).getByRole('link', { name: 'Pesan' })).toHaveAttribute('href', '/messages');
  },
};

export const AdminOnMobile: Story = {
  args: { user: storyUsers.admin },
  globals: onMobile,
};
