import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { storyUsers } from '@story-harness/fixtures';
import { answer, fail, hang, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { reminderKindContent, reminderWhen } from '@/content/reminder-kinds';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import type { OptionalReminderKind } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { OPTIONAL_REMINDER_KINDS } from '@/lib/rules/reminders';
import { ProfilePage } from './profile-page';

const meta = {
  title: 'Pages/ProfilePage',
  component: ProfilePage,
  parameters: { user: 'customer', route: '/profile' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext['canvas'];

const SAVE = 'Simpan Pengaturan';
const reminderSwitch = (canvas: Canvas, kind: OptionalReminderKind) =>
  canvas.getByRole('switch', { name: reminderKindContent[kind].label });

/**
 * The reminders' card once shown: a switch per kind the customer may opt out of, on for the kinds received, and none
 * for the confirmation, which is always sent.
 */
async function expectReceived(canvas: Canvas, received: readonly OptionalReminderKind[]) {
  await waitFor(() => expect(canvas.getByRole('form', { name: 'Pengingat' })).toBeVisible());
  await expect(canvas.getAllByRole('switch')).toHaveLength(OPTIONAL_REMINDER_KINDS.length);
  await expect(
    canvas.queryByRole('switch', { name: reminderKindContent['booking-confirmed'].label }),
  ).not.toBeInTheDocument();
  for (const kind of OPTIONAL_REMINDER_KINDS) {
    const toggle = reminderSwitch(canvas, kind);
    if (received.includes(kind)) await expect(toggle).toBeChecked();
    else await expect(toggle).not.toBeChecked();
    // When each is sent comes with the studio's settings.
    await waitFor(() => expect(toggle).toHaveAccessibleDescription(reminderWhen(DEFAULT_SETTINGS.reminders)[kind]));
  }
}

export const Customer: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sari Wulandari' })).toBeVisible());
    await expect(canvas.getByText('pelanggan@studio.test')).toBeVisible();
    await expect(canvas.getByText('Pelanggan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lihat Pesan' })).toHaveAttribute('href', appRoutes.messages.to());
    await expectReceived(canvas, OPTIONAL_REMINDER_KINDS);
    await expect(canvas.getByRole('button', { name: SAVE })).toBeDisabled();
  },
};

export const OptedOut: Story = {
  parameters: storyHandlers(
    answer('me', { ...storyUsers.customer, reminderOptOuts: ['balance-due', 'review-request'] }),
  ),
  play: async ({ canvas }) => {
    await expectReceived(
      canvas,
      OPTIONAL_REMINDER_KINDS.filter((kind) => kind !== 'balance-due' && kind !== 'review-request'),
    );
    await expect(canvas.getByRole('button', { name: SAVE })).toBeDisabled();
  },
};

export const SaveOptOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectReceived(canvas, OPTIONAL_REMINDER_KINDS);
    await userEvent.click(reminderSwitch(canvas, 'review-request'));
    await expect(reminderSwitch(canvas, 'review-request')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Profil berhasil diperbarui')).toBeVisible());
    await expectReceived(
      canvas,
      OPTIONAL_REMINDER_KINDS.filter((kind) => kind !== 'review-request'),
    );
    await expect(canvas.getByRole('button', { name: SAVE })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  parameters: storyHandlers(fail('me', 500, SERVER_ERROR, 'patch')),
  play: async ({ canvas }) => {
    await expectReceived(canvas, OPTIONAL_REMINDER_KINDS);
    await userEvent.click(reminderSwitch(canvas, 'session-tomorrow'));
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(reminderSwitch(canvas, 'session-tomorrow')).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: SAVE })).toBeEnabled();
  },
};

export const Admin: Story = {
  parameters: { user: 'admin' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Admin Studio Senja' })).toBeVisible());
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Pengingat' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Lihat Pesan' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyHandlers(hang('me')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat…' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvas }) => {
    await expectReceived(canvas, OPTIONAL_REMINDER_KINDS);
    await expect(canvas.getByRole('button', { name: SAVE })).toBeVisible();
  },
};

export const InTheAppOnMobile: Story = {
  ...inAppAt('/profile'),
  globals: onMobile,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sari Wulandari' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Sesi besok' })).toBeChecked());
  },
};
