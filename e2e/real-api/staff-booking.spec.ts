import { alertWithText, demoAccounts } from '../support/app';
import { choosePackageAndSlot, openNewBooking } from '../support/booking-form';
import { expect, expectKept, openApp, signIn, test } from '../support/real-api';

test('the admin books a walk-in for a new customer, who is then known on the customers page with a note kept by the API', async ({
  page,
  api,
}) => {
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/today-schedule');
  const form = await openNewBooking(page);
  await form.getByRole('textbox', { name: 'Nama' }).fill('Bayu Saputra');
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('0896-5555-0177');
  await expect(form.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
  await choosePackageAndSlot(page);
  await form.getByRole('radio', { name: 'DP 50%' }).check();
  await form.getByRole('button', { name: 'Buat reservasi' }).click();
  await expect(alertWithText(page, 'Reservasi berhasil dibuat')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Transaksi' })).toBeVisible();

  await openApp(page, 'dashboard/customers');
  await page.getByRole('searchbox', { name: /Cari nama/ }).fill('0896 5555 0177');
  await expect(page.getByText(/^1–1 dari 1$/)).toBeVisible();
  await page.getByRole('link', { name: 'Detail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayu Saputra' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Catatan' }).fill('Datang tanpa reservasi; minta latar putih.');
  await page.getByRole('button', { name: 'Simpan catatan' }).click();
  await expect(alertWithText(page, 'Catatan pelanggan berhasil disimpan')).toBeVisible();

  await expectKept(page, api, async () => {
    await expect(page.getByRole('textbox', { name: 'Catatan' })).toHaveValue(
      'Datang tanpa reservasi; minta latar putih.',
    );
    await expect(page.getByRole('main')).toContainText('Walk-in');
  });
  expect(api.log()).toMatch(/POST \/api\/v1\/reservation 201/);
  expect(api.log()).toMatch(/PATCH \/api\/v1\/customer\/\d+ 200/);
});
