import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signIn } from './support/app';
import { pickDateAndFreeSlot } from './support/booking-form';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

/** The value of a fact of the transaction, after its label (the term's next element: see counter-payment.spec). */
const fact = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Opens "Buat reservasi" from today's schedule, as the admin does when someone is at the door. */
async function openNewBooking(page: Page) {
  await page.getByRole('link', { name: 'Buat reservasi' }).click();
  const form = page.getByRole('form', { name: 'Buat reservasi' });
  await expect(form).toBeVisible();
  return form;
}

/** Chooses the family photo's first package, a day a week ahead and its first free slot. */
async function choosePackageAndSlot(page: Page) {
  const form = page.getByRole('form', { name: 'Buat reservasi' });
  await form.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'Foto Keluarga' }).click();
  await form.getByRole('combobox', { name: 'Paket' }).click();
  await page.getByRole('option', { name: 'Keluarga Kecil' }).click();
  await pickDateAndFreeSlot(page);
}

test('a walk-in is booked as a new customer and pays in cash at the counter', async ({ page }) => {
  const width = page.viewportSize()?.width ?? 0;
  await signIn(page, demoAccounts.admin);
  const form = await openNewBooking(page);
  await expectNoSidewaysScroll(page, width, 'the new booking form');
  await expectNoSeriousAxeViolations(page, 'the new booking form');

  await form.getByRole('textbox', { name: 'Nama' }).fill('Rina Wijaya');
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('0896-5555-0142');
  await expect(form.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
  await choosePackageAndSlot(page);
  await form.getByRole('radio', { name: 'Pembayaran Lunas' }).check();
  await form.getByRole('button', { name: 'Buat reservasi' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Reservasi berhasil dibuat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Transaksi' })).toBeVisible();
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s350\.000$/);
  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catat pembayaran' });
  await dialog.getByRole('radio', { name: 'Tunai' }).check();
  await dialog.getByRole('button', { name: 'Simpan pembayaran' }).click();
  await expect(dialog).toBeHidden();
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s0$/);
  await expectNoSidewaysScroll(page, width, 'the walk-in paid in cash');
});

test('a customer already known is offered instead of being added twice, and booked by WhatsApp', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const form = await openNewBooking(page);
  await form.getByRole('textbox', { name: 'Nama' }).fill('Sari');
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('+62 812 3456 7801');
  await expect(form.getByText(/Sudah terdaftar:/)).toContainText(demoAccounts.customer.name);
  await form.getByRole('button', { name: 'Pilih pelanggan ini' }).click();
  await expect(form.getByRole('combobox', { name: 'Cari pelanggan' })).toHaveValue(demoAccounts.customer.name);
  await form.getByRole('radio', { name: 'WhatsApp' }).check();
  await choosePackageAndSlot(page);
  await form.getByRole('radio', { name: 'DP 50%' }).check();
  await form.getByRole('button', { name: 'Buat reservasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Transaksi' })).toBeVisible();
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s350\.000$/);
});
