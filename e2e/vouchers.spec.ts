import { expect, type Page } from '@playwright/test';
import { callApiAs, fetchFromPage } from './support/api';
import { demoAccounts, openApp, signIn, signOutCustomer } from './support/app';
import { pickDayAhead, studioDayAhead } from './support/date-picker';
import { proofImage } from './support/png-upload';
import { test } from './support/studio-clock';

/** Opens the family package's reservation page and picks a day a week ahead and its `nth` free slot. */
async function startBooking(page: Page, nth = 0): Promise<void> {
  await openApp(page, 'category/1');
  await page.getByRole('link', { name: /Pilih Paket Keluarga Kecil/ }).click();
  await expect(page.getByRole('heading', { name: 'Reservasi', level: 1 })).toBeVisible();
  await pickDayAhead(page, page.getByRole('main'), /Pilih tanggal/, 7);
  const slot = page.getByRole('group', { name: 'Pilih Waktu' }).getByRole('radio', { disabled: false }).nth(nth);
  await slot.dispatchEvent('click');
  await expect(slot).toBeChecked();
}

async function applyVoucher(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Kode voucher' }).fill(code);
  await page.getByRole('button', { name: 'Pakai' }).click();
}

const summary = (page: Page) => page.getByLabel('Ringkasan reservasi');

test('a customer applies a voucher, pays half of the discounted total, and the admin sees its use', async ({
  page,
  isMobile,
}) => {
  await signIn(page, demoAccounts.customer);
  await startBooking(page);
  await applyVoucher(page, 'merdeka17');
  await expect(page.getByText('Kode tidak berlaku')).toBeVisible();
  await applyVoucher(page, 'senjahemat');
  await expect(summary(page)).toContainText('Potongan voucher (SENJAHEMAT)');
  await expect(summary(page)).toContainText('−Rp 35.000');
  await expect(summary(page)).toContainText('Rp 315.000');
  await page.getByLabel('DP 50%').check();
  await expect(summary(page)).toContainText('Rp 157.500');
  await page.getByRole('checkbox', { name: 'Saya setuju dengan kebijakan pembatalan' }).check();
  await page.getByRole('button', { name: 'Reservasi', exact: true }).click();

  await expect(page).toHaveURL(/payment\/\d+$/);
  await expect(page.getByRole('img', { name: /Kode QR pembayaran sebesar Rp 157\.500/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Potongan voucher (SENJAHEMAT)');
  await page.getByLabel('Bukti pembayaran', { exact: true }).setInputFiles(proofImage);
  await page.getByRole('button', { name: 'Kirim Bukti Pembayaran' }).click();
  await expect(page.getByText('Menunggu Validasi')).toBeVisible();

  await signOutCustomer(page, isMobile);
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/vouchers');
  await expect(page.getByRole('heading', { name: 'Voucher', level: 1 })).toBeVisible();
  const senja = page.getByRole('main').getByText('SENJAHEMAT', { exact: true }).locator('visible=true');
  await expect(senja).toBeVisible();
  await expect(page.getByRole('main')).toContainText('1/100');
});

test('two tabs race for a voucher’s last use: one booking gets it, the other is told and books without it', async ({
  page,
  context,
}) => {
  // A new customer: the demo one already holds two unpaid bookings, and three is the limit.
  const racer = { name: 'Rara Pratiwi', email: 'rara@contoh.test', password: 'rahasia123', role: 'customer' } as const;
  await openApp(page);
  const registered = await fetchFromPage(page, 'register', {
    method: 'POST',
    body: { name: racer.name, email: racer.email, phone: '081234567890', password: racer.password },
  });
  expect(registered.status).toBe(201);
  await signIn(page, racer);
  const added = await callApiAs(page, demoAccounts.admin, 'POST', 'voucher', {
    code: 'TERAKHIR',
    kind: 'fixed',
    value: 50_000,
    validFrom: studioDayAhead(0),
    validTo: studioDayAhead(30),
    quota: 1,
  });
  expect(added.status).toBe(201);

  const other = await context.newPage();
  await startBooking(page, 0);
  await startBooking(other, 1);
  for (const tab of [page, other]) {
    await applyVoucher(tab, 'terakhir');
    await expect(summary(tab)).toContainText('Rp 300.000');
    await tab.getByLabel('Pembayaran Lunas').check();
    await tab.getByRole('checkbox', { name: 'Saya setuju dengan kebijakan pembatalan' }).check();
  }

  await page.getByRole('button', { name: 'Reservasi', exact: true }).click();
  await expect(page).toHaveURL(/payment\/\d+$/);
  await expect(page.getByRole('img', { name: /Kode QR pembayaran sebesar Rp 300\.000/ })).toBeVisible();

  await other.getByRole('button', { name: 'Reservasi', exact: true }).click();
  await expect(other.getByText('Kuota voucher habis')).toBeVisible();
  await expect(summary(other)).not.toContainText('Potongan voucher');
  await expect(other).not.toHaveURL(/payment\/\d+$/);
  await other.getByRole('button', { name: 'Reservasi', exact: true }).click();
  await expect(other).toHaveURL(/payment\/\d+$/);
  await expect(other.getByRole('img', { name: /Kode QR pembayaran sebesar Rp 350\.000/ })).toBeVisible();
});
