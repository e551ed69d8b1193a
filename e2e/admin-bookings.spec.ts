import type { Page } from '@playwright/test';
import { SESSION_NOT_STARTED_MESSAGE } from '@/lib/rules/bookings';
import { slotStart } from '@/lib/rules/studio-time';
import { expect, moveBackendClock, STUDIO_NOW, test } from './support/studio-clock';
import { bookAndSendProof, callApiAs } from './support/api';
import { alertWithText, demoAccounts, openApp, signIn } from './support/app';
import { recordWithId } from './support/list-records';

interface TransactionRow {
  id: number;
  type: string;
  status: string;
  reservationId: number;
  reservation: { date: string; timeSlot: { time: string } };
  transaction_detail: { isValid: string | null }[];
}

async function confirm(page: Page, button: string, confirmLabel: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel, exact: true }).click();
}

test('the admin validates a full payment proof and marks the transaction paid', async ({ page }) => {
  await openApp(page);
  const transactionId = await bookAndSendProof(page, demoAccounts.customer, 'fullpayment', 9);
  await signIn(page, demoAccounts.admin);
  await openApp(page, `dashboard/transactions/${transactionId}/detail`);

  await expect(page.getByRole('button', { name: 'Selesaikan Transaksi' })).toHaveCount(0);
  await confirm(page, 'Valid', 'Ya');
  await expect(alertWithText(page, 'Bukti pembayaran dinyatakan valid')).toBeVisible();
  await confirm(page, 'Selesaikan Transaksi', 'Ya, Tandai Lunas');
  await expect(alertWithText(page, 'Transaksi berhasil ditandai lunas')).toBeVisible();
  await expect(page.getByText('Transaksi Selesai')).toBeVisible();
});

test("the admin completes a down payment and then, once it has started, the session on today's schedule", async ({
  page,
}) => {
  await openApp(page);
  const transactions = await callApiAs<TransactionRow[]>(page, demoAccounts.admin, 'GET', 'transactions');
  const today = new Date(STUDIO_NOW.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const halfPaid = transactions.body.data.find(
    (row) =>
      row.type === 'downpayment' &&
      row.status === 'unpaid' &&
      row.reservation.date.startsWith(today) &&
      row.transaction_detail.some((proof) => proof.isValid === 'true') &&
      row.transaction_detail.some((proof) => proof.isValid === null),
  );
  if (!halfPaid) throw new Error('the seed has no half-paid down payment today');

  await signIn(page, demoAccounts.admin);
  await openApp(page, `dashboard/transactions/${halfPaid.id}/detail`);
  await confirm(page, 'Valid', 'Ya');
  await confirm(page, 'Selesaikan Transaksi', 'Ya, Tandai Lunas');
  await expect(page.getByText('Transaksi Selesai')).toBeVisible();

  // Paid, but the session is still to come: 'Selesai' waits for it, saying why, until the clock reaches its start.
  const sessionStart = slotStart(halfPaid.reservation.date, halfPaid.reservation.timeSlot.time);
  await openApp(page, 'dashboard/today-schedule');
  await moveBackendClock(page, new Date(sessionStart.getTime() - 60_000));
  await expect(page.getByRole('heading', { name: /^Jadwal untuk / })).toBeVisible();
  const row = recordWithId(page, 'Jadwal hari ini', halfPaid.reservationId);
  const complete = row.first().getByRole('button', { name: 'Selesai', exact: true });
  await expect(complete).toBeDisabled();
  await expect(complete).toHaveAccessibleDescription(SESSION_NOT_STARTED_MESSAGE);
  await expect(row.first().getByText(SESSION_NOT_STARTED_MESSAGE)).toBeVisible();

  await moveBackendClock(page, sessionStart);
  await complete.click();
  const dialog = page.getByRole('dialog', { name: 'Apakah anda yakin?' });
  await expect(dialog).toContainText('Reservasi akan ditandai sebagai selesai. Tindakan ini tidak dapat diurungkan.');
  await dialog.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(alertWithText(page, 'Reservasi berhasil diselesaikan')).toBeVisible();
  await expect(row.first().getByRole('button', { name: 'Selesai', exact: true })).toHaveCount(0);
});
