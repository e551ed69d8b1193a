import { OPTIONAL_REMINDER_KINDS } from '@/lib/rules/reminders';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import { reminderKindContent, reminderWhen } from '@/content/reminder-kinds';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import type { OptionalReminderKind } from '@/lib/api/api-types';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';
import { updateRow } from '@mocks/db/draft';

const SAVE = 'Simpan Pengaturan';
const CUSTOMER_EMAIL = demoAccounts.customer.email;
const open = () => renderApp({ url: '/profile', user: 'customer' });
const reminderSwitch = (kind: OptionalReminderKind) =>
  screen.getByRole('switch', { name: reminderKindContent[kind].label });

const storedOptOuts = () =>
  testBackend.store.read((db) => db.users.find((user) => user.email === CUSTOMER_EMAIL)?.reminderOptOuts);

describe('ProfilePage: reminder preferences', () => {
  it('opts out with the keyboard, saves, and shows the switch off again from a fresh GET /me', async () => {
    const view = await open();
    const sessionTomorrow = await screen.findByRole('switch', { name: 'Sesi besok' });
    // When each is sent comes with the studio's settings.
    await waitFor(() =>
      expect(sessionTomorrow).toHaveAccessibleDescription(reminderWhen(DEFAULT_SETTINGS.reminders)['session-tomorrow']),
    );
    expect(screen.getByRole('button', { name: SAVE })).toBeDisabled();

    act(() => sessionTomorrow.focus());
    await view.user.keyboard(' ');
    expect(sessionTomorrow).not.toBeChecked();
    // The switches after it, in the order of a booking's life, then the button.
    for (const kind of OPTIONAL_REMINDER_KINDS.slice(OPTIONAL_REMINDER_KINDS.indexOf('session-tomorrow') + 1)) {
      await view.user.tab();
      expect(reminderSwitch(kind)).toHaveFocus();
    }
    await view.user.tab();
    expect(screen.getByRole('button', { name: SAVE })).toHaveFocus();
    await view.user.keyboard('{Enter}');

    expect(await screen.findByText('Profil berhasil diperbarui')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: SAVE })).toBeDisabled());
    expect(await storedOptOuts()).toEqual(['session-tomorrow']);

    view.unmount();
    await open();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sesi besok' })).not.toBeChecked());
    expect(reminderSwitch('payment-deadline')).toBeChecked();
  });

  it('opts back in to a kind the customer had turned off', async () => {
    await testBackend.store.transact((db) => {
      const customer = db.users.find((user) => user.email === CUSTOMER_EMAIL);
      if (customer) updateRow(db, 'users', customer, { reminderOptOuts: ['balance-due', 'review-request'] });
    });
    const { user } = await open();
    const balanceDue = await screen.findByRole('switch', { name: 'Pelunasan DP' });
    expect(balanceDue).not.toBeChecked();
    await user.click(balanceDue);
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Profil berhasil diperbarui')).toBeInTheDocument();
    await waitFor(async () => expect(await storedOptOuts()).toEqual(['review-request']));
    expect(balanceDue).toBeChecked();
    expect(reminderSwitch('review-request')).not.toBeChecked();
  });

  it('has nothing to save once a switch is turned back as it was', async () => {
    const { user } = await open();
    const paymentDeadline = await screen.findByRole('switch', { name: 'Batas pembayaran' });
    await user.click(paymentDeadline);
    expect(screen.getByRole('button', { name: SAVE })).toBeEnabled();
    await user.click(paymentDeadline);
    expect(screen.getByRole('button', { name: SAVE })).toBeDisabled();
  });

  it('offers an admin no reminders and no messages', async () => {
    await renderApp({ url: '/profile', user: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Studio Senja' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Pengingat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lihat Pesan' })).not.toBeInTheDocument();
  });
});
