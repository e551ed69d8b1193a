import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-clock';
import { bookAndSendProof, callApiAs } from './support/api';
import { demoAccounts, openApp, signIn } from './support/app';
import { listRecords } from './support/list-records';

/**
 * How many proofs the menu says wait for validation (0 when it says none), as its accessible name tells: the
 * sidebar's link on a desktop ("Transaksi 13 bukti menunggu validasi"), the menu button on a phone, where the
 * folded menu says what waits inside.
 */
async function proofsWaiting(page: Page, isMobile: boolean): Promise<number> {
  const holder = isMobile
    ? page.getByRole('button', { name: /^Buka menu dashboard/ })
    : page.getByRole('complementary').getByRole('link', { name: /^Transaksi\b/ });
  return Number(/(\d+) bukti menunggu validasi/.exec(await holder.ariaSnapshot())?.[1] ?? 0);
}

/** What the backend counts: the proofs waiting for validation. */
async function proofsWaitingInBackend(page: Page): Promise<number> {
  const { body } = await callApiAs<{ proofsWaiting: number }>(page, demoAccounts.admin, 'GET', 'dashboard/overview');
  return body.data.proofsWaiting;
}

test('the admin’s open screens follow what happens in other tabs: a booking with its proof, a day filling up', async ({
  page,
  isMobile,
}) => {
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/today-schedule');
  await expect(page.getByRole('heading', { level: 1, name: /^Jadwal untuk / })).toBeVisible();
  // A mark that a reload would wipe: the screens must follow without one.
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  const waitingBefore = await proofsWaitingInBackend(page);
  await expect.poll(() => proofsWaiting(page, isMobile)).toBe(waitingBefore);

  // The transactions, open in another tab of the same browser.
  const transactions = await page.context().newPage();
  await openApp(transactions, 'dashboard/transactions');
  const rows = listRecords(transactions);
  await expect(rows.first()).toBeVisible();
  const firstBefore = await rows.first().textContent();

  // A customer books and sends their proof, from wherever they are: through the API.
  await bookAndSendProof(transactions, demoAccounts.customer, 'fullpayment', 8);
  await expect(rows.first(), 'the new transaction heads the open list').not.toHaveText(firstBefore ?? '', {
    timeout: 5_000,
  });
  await expect(rows.first()).toContainText(demoAccounts.customer.name);
  await page.bringToFront();
  await expect.poll(() => proofsWaiting(page, isMobile), { timeout: 5_000 }).toBe(waitingBefore + 1);

  // Today fills up (the demo's busy day, set up from the other tab): the schedule shows each booking.
  const started = await callApiAs(transactions, demoAccounts.admin, 'POST', '__demo/scenario', { name: 'busy-day' });
  expect(started.status).toBe(200);
  await expect.poll(() => listRecords(page, 'Jadwal hari ini').count(), { timeout: 5_000 }).toBeGreaterThanOrEqual(8);
  expect(await page.evaluate(() => 'loadedOnce' in window), 'the schedule was never reloaded').toBe(true);
});
