import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyUsers } from '@story-harness/fixtures';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { DashboardLayout } from './dashboard-layout';

const meta = {
  title: 'Layouts/DashboardLayout',
  component: DashboardLayout,
  args: {
    userName: storyUsers.admin.name,
    onSignOut: fn(),
    children: (
      <Typography variant="h3" component="h1">
        Kategori
      </Typography>
    ),
  },
  parameters: { route: '/dashboard/categories' },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu dashboard' });
    await expect(within(menu).getByRole('link', { name: 'Kategori' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  globals: onMobile,
};

export const MobileMenuOpen: Story = {
  globals: onMobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu dashboard' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('navigation', { name: 'Menu dashboard' });
    await expect(within(menu).getByRole('link', { name: 'Jadwal Hari Ini' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

const proofsWaiting = { '/dashboard/transactions': { count: 3, label: 'bukti menunggu validasi' } };

export const ProofsWaitingBadge: Story = {
  globals: onDesktop,
  args: { navigationBadges: proofsWaiting },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu dashboard' });
    await expect(within(menu).getByRole('link', { name: 'Transaksi 3 bukti menunggu validasi' })).toHaveTextContent(
      'Transaksi 3',
    );
  },
};

export const ProofsWaitingBadgeMobile: Story = {
  globals: onMobile,
  args: { navigationBadges: proofsWaiting },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Buka menu dashboard, 3 bukti menunggu validasi' }),
    ).toHaveTextContent('3');
  },
};

const proofsAndReminders = {
  ...proofsWaiting,
  '/dashboard/reminders': { count: 7, label: 'pengingat WhatsApp menunggu dikirim' },
};

/** Two entries waiting: each menu entry its own number; on phones the button shows the total and names each. */
export const ProofsAndRemindersWaiting: Story = {
  globals: onDesktop,
  args: { navigationBadges: proofsAndReminders },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu dashboard' });
    await expect(within(menu).getByRole('link', { name: 'Transaksi 3 bukti menunggu validasi' })).toBeVisible();
    await expect(
      within(menu).getByRole('link', { name: 'Pengingat 7 pengingat WhatsApp menunggu dikirim' }),
    ).toHaveTextContent('Pengingat 7');
  },
};

export const ProofsAndRemindersWaitingMobile: Story = {
  globals: onMobile,
  args: { navigationBadges: proofsAndReminders },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Buka menu dashboard, 10 menunggu: 3 bukti menunggu validasi, 7 pengingat WhatsApp menunggu dikirim',
      }),
    ).toHaveTextContent('10');
  },
};
