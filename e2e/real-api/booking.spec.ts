import type { Locator, Page } from '@playwright/test';
import { alertWithText, demoAccounts, expectHeaderSignedIn, type Account } from '../support/app';
import { pickDateAndFreeSlot } from '../support/booking-form';
import { proofImage } from '../support/png-upload';
import { expect, expectKept, loadedImageSources, openApp, REAL_API_URL, signIn, test } from '../support/real-api';

/**
 * One booking, followed from the customer's registration to the admin marking it paid, each step by the
 * person who takes it in a browser of their own, the data kept by `npm run api` in between.
 */
test.describe.configure({ mode: 'serial' });

const customer = {
  name: 'Dewi Anggraini',
  email: `dewi.${Date.now()}@contoh.test`,
  password: 'rahasia123',
  role: 'customer',
} as const satisfies Account;
let paymentPath = '';

const statusHeader = (page: Page, title: string | RegExp): Locator => page.getByRole('region', { name: title });

async function sendProof(page: Page, formName: string): Promise<void> {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('Bukti pembayaran', { exact: true }).setInputFiles(proofImage);
  await expect(form.getByRole('img', { name: 'Pratinjau bukti pembayaran' })).toBeVisible();
  await form.getByRole('button', { name: 'Kirim Bukti Pembayaran' }).click();
  await expect(statusHeader(page, 'Bukti sedang diperiksa')).toBeVisible();
}

async function confirm(page: Page, button: string, confirmLabel: string, notice: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(alertWithText(page, notice)).toBeVisible();
}

/** The admin opens the transaction, sees the waiting proof as the API serves it, and finds it valid. */
async function adminValidatesProof(page: Page): Promise<void> {
  await signIn(page, demoAccounts.admin);
  await openApp(page, `dashboard/transactions/${transactionIdOf(paymentPath)}/detail`);
  await page.getByRole('button', { name: 'Lihat Bukti' }).first().click();
  const [proof] = await loadedImageSources(page.getByRole('dialog').getByRole('img', { name: 'Bukti pembayaran' }));
  expect(proof).toMatch(new RegExp(`^${REAL_API_URL}/files/[\\w-]+\\.png$`));
  await page.keyboard.press('Escape');
  await confirm(page, 'Valid', 'Ya', 'Bukti pembayaran dinyatakan valid');
}

function transactionIdOf(path: string): string {
  const id = /payment\/(\d+)$/.exec(path)?.[1];
  if (!id) throw new Error('the booking step did not reach a payment page');
  return id;
}

test('a new customer registers, books with a 50% down payment and sends the proof', async ({ page }) => {
  await openApp(page, 'register');
  await page.getByLabel('Nama Lengkap').fill(customer.name);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Nomor Telepon / WhatsApp').fill('081234567890');
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(alertWithText(page, 'Registrasi berhasil, silakan masuk')).toBeVisible();

  await signIn(page, customer);
  await openApp(page, 'category/1');
  await page.getByRole('link', { name: /Pilih Paket Keluarga Kecil/ }).click();
  await expect(page.getByRole('heading', { name: 'Reservasi', level: 1 })).toBeVisible();
  await pickDateAndFreeSlot(page);
  await page.getByLabel('DP 50%').check();
  await page.getByRole('checkbox', { name: 'Saya setuju dengan kebijakan pembatalan' }).check();
  await page.getByRole('button', { name: 'Reservasi', exact: true }).click();

  await expect(page).toHaveURL(/payment\/\d+$/);
  paymentPath = new URL(page.url()).pathname;
  await expect(page.getByRole('img', { name: /Kode QR pembayaran sebesar Rp/ })).toBeVisible();
  await sendProof(page, 'Unggah Bukti Pembayaran');
});

test('the admin validates the down payment proof', async ({ page }) => {
  await adminValidatesProof(page);
});

test('the customer sees the DP accepted and sends the balance proof', async ({ page }) => {
  await signIn(page, customer);
  await page.goto(paymentPath);
  await expect(statusHeader(page, /^DP diterima · pelunasan Rp/)).toBeVisible();
  await sendProof(page, 'Pelunasan: kirim bukti pembayaran sisa 50%');
});

test('the admin validates the balance proof and marks the transaction paid', async ({ page }) => {
  await adminValidatesProof(page);
  await confirm(page, 'Selesaikan Transaksi', 'Ya, Tandai Lunas', 'Transaksi berhasil ditandai lunas');
  await expect(page.getByText('Transaksi Selesai')).toBeVisible();
});

test('all of it is still there after a reload and after the server restarts', async ({ page, api }) => {
  await signIn(page, customer);
  const expectPaid = async () => {
    await expect(statusHeader(page, 'Lunas')).toContainText('Pembayaran telah diterima');
    await expect(page.getByRole('table', { name: 'Detail pembayaran' }).getByRole('row')).toHaveCount(3);
  };
  await page.goto(paymentPath);
  await expectKept(page, api, expectPaid);
  await expectHeaderSignedIn(page, customer);
  expect(api.log()).toMatch(/POST \/api\/v1\/transaction\/\d+\/pay 20\d/);
});
