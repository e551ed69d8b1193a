import type { Page } from '@playwright/test';
import { callApiAs, fetchFromPage } from './support/api';
import { alertWithText, demoAccounts, openApp, signIn, type Account } from './support/app';
import { listRecords } from './support/list-records';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, STUDIO_NOW, test } from './support/studio-clock';

/** A customer of this test's own, registered through the API: nothing of the seed's bookings is in their way. */
async function newCustomer(page: Page, project: string): Promise<Account> {
  const account = {
    name: 'Rina Pengaturan',
    email: `pengaturan-${project}@contoh.id`,
    password: 'rahasia123',
    role: 'customer',
  } as const;
  const phone = project === 'mobile' ? '0812-7000-0002' : '0812-7000-0001';
  const { status } = await fetchFromPage(page, 'register', { method: 'POST', body: { ...account, phone } });
  expect(status).toBe(201);
  return account;
}

/** A booking of the customer's, through the API as the app makes it: 25 days ahead, at a free slot. */
async function bookAhead(page: Page, customer: Account): Promise<number> {
  const jakartaDay = new Date(STUDIO_NOW.getTime() + 7 * 3_600_000 + 25 * 86_400_000).toISOString().slice(0, 10);
  const date = `${jakartaDay}T00:00:00.000Z`;
  const taken = await callApiAs<{ timeSlot: { id: number } }[]>(page, customer, 'GET', `reservation/date?date=${date}`);
  const takenIds = new Set(taken.body.data.map((row) => row.timeSlot.id));
  const timeId = [1, 2, 3, 4, 5, 6].find((id) => !takenIds.has(id));
  const booking = { date, timeId, categoryId: 1, categoryPackageId: 1, addons: [] };
  const { status, body } = await callApiAs<{ id: number }>(page, customer, 'POST', 'reservation', booking);
  expect({ status, message: body.message }).toEqual({ status: 201, message: 'Reservasi berhasil dibuat' });
  return body.data.id;
}

/** What the move dialog of a booking in the customer's history says of its policy. */
async function movePolicyOf(page: Page, id: number): Promise<string | null> {
  await openApp(page, 'history');
  const entry = listRecords(page, 'Akan datang').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
  await entry.getByRole('button', { name: 'Ubah jadwal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah jadwal' });
  const policy = dialog.getByRole('note');
  await expect(policy).toBeVisible();
  const text = await policy.textContent();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  return text;
}

test('the admin changes the move policy; a booking made before keeps its own, one made after takes the new', async ({
  page,
}, testInfo) => {
  const width = page.viewportSize()?.width ?? 0;
  await openApp(page, '?demo=admin');
  await expect(page).toHaveURL(/\/dashboard\//);
  // On a phone the menu is behind its button.
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: /^Buka menu dashboard/ }).click();
  await page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Pengaturan studio' });
  await expect(form.getByRole('textbox', { name: 'Batas ubah jadwal' })).toHaveValue('1');
  await expectNoSidewaysScroll(page, width, 'the settings page');
  await expectNoSeriousAxeViolations(page, 'the settings page');
  // A booking a customer made before the change.
  const customer = await newCustomer(page, testInfo.project.name);
  const before = await bookAhead(page, customer);

  await form.getByRole('textbox', { name: 'Batas ubah jadwal' }).fill('2');
  await form.getByRole('textbox', { name: 'Batas waktu ubah jadwal' }).fill('6');
  await form.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(alertWithText(page, 'Pengaturan berhasil disimpan')).toBeVisible();
  const history = page.getByRole('region', { name: 'Riwayat perubahan' });
  await expect(history.getByText('Batas ubah jadwal: 1 kali → 2 kali')).toBeVisible();
  await expect(history.getByText('Batas waktu ubah jadwal: 24 jam → 6 jam')).toBeVisible();
  await expect(history.getByText(`· ${demoAccounts.admin.name}`).first()).toBeVisible();

  const after = await bookAhead(page, customer);
  // The customer signs in on this browser in turn: the admin's session is dropped first.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, customer);
  expect(await movePolicyOf(page, before)).toBe('Jadwal dapat diubah 1 kali, paling lambat 24 jam sebelum sesi.');
  expect(await movePolicyOf(page, after)).toBe('Jadwal dapat diubah 2 kali, paling lambat 6 jam sebelum sesi.');
});

test('invalid settings are refused beside their fields, and nothing is saved', async ({ page }) => {
  const width = page.viewportSize()?.width ?? 0;
  await openApp(page, '?demo=admin');
  await expect(page).toHaveURL(/\/dashboard\//);
  await openApp(page, 'dashboard/settings');
  const form = page.getByRole('form', { name: 'Pengaturan studio' });
  await form.getByRole('textbox', { name: 'Tautan peta' }).fill('maps.google.com/studio');
  await form.getByRole('textbox', { name: 'Batas waktu pembayaran' }).fill('100');
  await form.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(form.getByText('Tautan peta harus diawali https://')).toBeVisible();
  await expect(form.getByText('Batas waktu pembayaran maksimal 72 jam')).toBeVisible();
  await expectNoSidewaysScroll(page, width, 'the settings page with its messages');
  await expectNoSeriousAxeViolations(page, 'the settings page with its messages');
  const { body } = await callApiAs<{ booking: { holdHours: number } }>(page, demoAccounts.admin, 'GET', 'settings');
  expect(body.data.booking.holdHours).toBe(24);
});
