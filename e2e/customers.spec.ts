import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoAccounts, openApp, signIn } from './support/app';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

/** What the pagination reads: `1–10 dari 13`. */
const RANGE = /^(\d+)–(\d+) dari (\d+)$/;

test('the admin sorts the customers by money paid and exports them as a CSV file a spreadsheet reads', async ({
  page,
}) => {
  const width = page.viewportSize()?.width ?? 0;
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Pelanggan' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Urutkan' }).click();
  await page.getByRole('option', { name: 'Dibayar terbanyak' }).click();
  await expect(page).toHaveURL(/sort=-paid/);
  const range = page.getByText(RANGE);
  await expect(range).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, width, 'the customers list');
  await expectNoSeriousAxeViolations(page, 'the customers list');
  const total = Number(RANGE.exec((await range.textContent()) ?? '')?.[3]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ekspor CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pelanggan-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'the UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
  expect(lines[0]).toBe(
    'ID,Nama,WhatsApp,Email,Akun,Saluran pertama,Reservasi,Dibayar (Rp),Kunjungan terakhir (WIB),' +
      'Kunjungan berikutnya (WIB),Tidak hadir,Batal mendadak,Terdaftar sejak (WIB)',
  );
  expect(lines).toHaveLength(total + 1);
  const paid = lines.slice(1).map((line) => Number(line.split(',')[7]));
  expect(paid).toEqual([...paid].sort((a, b) => b - a));
  expect(paid[0]).toBeGreaterThan(0);
});

test("the admin opens a customer's page, keeps a note on them and books for them again", async ({ page }) => {
  const width = page.viewportSize()?.width ?? 0;
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/customers');
  await page.getByRole('searchbox', { name: /Cari nama/ }).fill(demoAccounts.customer.email);
  await expect(page.getByText(RANGE)).toHaveText(/dari 1$/);
  await page.getByRole('link', { name: 'Detail' }).click();

  await expect(page.getByRole('heading', { level: 1, name: demoAccounts.customer.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hubungi via WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62\d+\?text=Halo/,
  );
  await page.getByRole('textbox', { name: 'Catatan' }).fill('Suka latar hijau; datang bersama dua anak.');
  await page.getByRole('button', { name: 'Simpan catatan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Catatan pelanggan berhasil disimpan' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Catatan' })).toHaveValue(
    'Suka latar hijau; datang bersama dua anak.',
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, width, "a customer's page");
  await expectNoSeriousAxeViolations(page, "a customer's page");

  await page.getByRole('link', { name: 'Buat reservasi' }).click();
  const form = page.getByRole('form', { name: 'Buat reservasi' });
  await expect(form.getByRole('combobox', { name: 'Cari pelanggan' })).toHaveValue(demoAccounts.customer.name);
});
