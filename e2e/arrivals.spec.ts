import type { Page } from '@playwright/test';
import { arrivalCodeOf } from '@/lib/rules/arrivals';
import { MINUTE_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { expect, moveBackendClock, STUDIO_NOW, test } from './support/studio-clock';
import { callApiAs } from './support/api';
import { alertWithText, demoAccounts, openApp } from './support/app';
import { recordWithId } from './support/list-records';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

interface ScheduledBooking {
  id: number;
  date: string;
  status: string;
  checkedInAt: string | null;
  timeSlot: { time: string };
  user: { name: string };
}

/**
 * `?demo=counter`: the admin lands on today's schedule while a customer who paid in full waits at the desk;
 * their booking is the newest of today's, not checked in.
 */
async function customerAtTheDesk(page: Page): Promise<ScheduledBooking> {
  await openApp(page, '?demo=counter');
  await expect(page).toHaveURL(/\/dashboard\/today-schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Jadwal untuk / })).toBeVisible();
  const today = studioDayOf(STUDIO_NOW);
  const schedule = await callApiAs<ScheduledBooking[]>(
    page,
    demoAccounts.admin,
    'GET',
    `reservation/date?date=${today}`,
  );
  const [waiting] = schedule.body.data.toSorted((a, b) => b.id - a.id);
  if (!waiting) throw new Error('Nobody waits at the desk');
  expect(waiting).toMatchObject({ status: 'pending', checkedInAt: null });
  return waiting;
}

const scheduleRow = (page: Page, booking: ScheduledBooking) => recordWithId(page, 'Jadwal hari ini', booking.id);

test('at the desk the admin checks a customer in by the code they show, and can undo it', async ({ page }) => {
  const width = page.viewportSize()?.width ?? 0;
  const waiting = await customerAtTheDesk(page);
  const row = scheduleRow(page, waiting);
  await expect(row.getByRole('button', { name: `Check-in ${waiting.user.name}` })).toBeVisible();
  await expectNoSidewaysScroll(page, width, "today's schedule at the counter");
  await expectNoSeriousAxeViolations(page, "today's schedule at the counter");

  await page.getByRole('button', { name: 'Check-in dengan kode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check-in dengan kode' });
  await expect(dialog.getByRole('button', { name: 'Pindai QR dengan kamera' })).toBeVisible();
  await expectNoSidewaysScroll(page, width, 'the check-in dialog');
  await expectNoSeriousAxeViolations(page, 'the check-in dialog');
  // A code that names nobody of today is refused in the dialog, and nothing changes.
  const code = dialog.getByRole('textbox', { name: 'Kode kedatangan' });
  await code.fill('ab0');
  await dialog.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(dialog.getByText('Kode kedatangan tidak valid')).toBeVisible();
  // As read out over the counter: in small letters, with a dash.
  const arrivalCode = arrivalCodeOf(waiting.id).toLowerCase();
  await code.fill(`${arrivalCode.slice(0, 3)}-${arrivalCode.slice(3)}`);
  await dialog.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(alertWithText(page, `Check-in berhasil: ${waiting.user.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(/^Hadir \d\d\.\d\d WIB$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ringkasan' })).toContainText(/[1-9]\d* sudah hadir/);

  await row.getByRole('button', { name: 'Batalkan check-in' }).click();
  await expect(row.getByRole('button', { name: `Check-in ${waiting.user.name}` })).toBeVisible();
});

test('a customer who has not come 15 minutes after the start is marked as a no-show, which can be undone', async ({
  page,
}) => {
  const width = page.viewportSize()?.width ?? 0;
  const waiting = await customerAtTheDesk(page);
  const start = slotStart(waiting.date, waiting.timeSlot.time);
  const row = scheduleRow(page, waiting);

  await moveBackendClock(page, new Date(start.getTime() + 14 * MINUTE_MS));
  await expect(row.getByRole('button', { name: `Check-in ${waiting.user.name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Tidak hadir' })).toHaveCount(0);

  await moveBackendClock(page, new Date(start.getTime() + 16 * MINUTE_MS));
  await row.getByRole('button', { name: 'Tidak hadir' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Apakah anda yakin?' });
  await expect(confirmation).toContainText('Pembayaran yang sudah masuk tidak dikembalikan.');
  await confirmation.getByRole('button', { name: 'Ya', exact: true }).click();
  // Its status and its arrival both say so.
  await expect(row.getByText('Tidak hadir', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Ringkasan' })).toContainText(/[1-9]\d* tidak hadir/);
  await expectNoSidewaysScroll(page, width, 'a no-show on the schedule');
  await expectNoSeriousAxeViolations(page, 'a no-show on the schedule');

  await row.getByRole('button', { name: 'Batalkan' }).click();
  await expect(row.getByRole('button', { name: `Check-in ${waiting.user.name}` })).toBeVisible();
});
