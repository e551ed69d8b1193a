import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { readQris, summariseQris } from '../src/lib/qris/qris';
import { demoAccounts, openApp, signIn } from './support/app';
import { pickDateAndFreeSlot } from './support/booking-form';
import { expect, test } from './support/studio-clock';

/** jsQR, a QR decoder independent of the library that drew the code, run in the page on a screenshot. */
const jsQrSource = readFileSync(createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js'), 'utf8');

/** Reads the QR code off a screenshot of the payment page, as a payer's phone camera would. */
async function decodeQrFromScreenshot(page: Page): Promise<string> {
  const code = page.getByRole('img', { name: /Kode QR pembayaran/ });
  await code.scrollIntoViewIfNeeded();
  const screenshot = (await page.screenshot()).toString('base64');
  await page.addScriptTag({ content: jsQrSource });
  const payload = await page.evaluate(async (png) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${png}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(picture, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const decode = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return decode(data, width, height)?.data ?? null;
  }, screenshot);
  if (!payload) throw new Error('no QR code could be read off the payment page');
  return payload;
}

/** The amount the page says is due, in whole rupiah. */
async function amountShown(page: Page): Promise<number> {
  const text = await page.getByText(/^Nominal:/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

test('a down payment QR is a dynamic QRIS for half the total, referencing the transaction', async ({ page }) => {
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const transactionId = page.url().match(/\/payment\/(\d+)$/)?.[1];
  const payload = await decodeQrFromScreenshot(page);

  expect(() => readQris(payload)).not.toThrow();
  expect(payload).toMatch(/^000201010212/);
  expect(payload).toContain('5303360');
  expect(payload).toContain('5802ID');
  const summary = summariseQris(payload);
  expect(summary).toMatchObject({ pointOfInitiation: '12', reference: `TRX-${transactionId}` });
  expect(summary.amount).toBe(await amountShown(page));
  await expect(page.getByRole('region', { name: /^Menunggu pembayaran DP · bayar Rp\s/ })).toContainText(
    new Intl.NumberFormat('id-ID').format(summary.amount ?? 0),
  );
  await expect(page.getByText(summary.merchantName, { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`qris-TRX-${transactionId}.png`);
});

test('a full payment QR carries the whole total', async ({ page }) => {
  await signIn(page, demoAccounts.customer);
  await openApp(page, 'category/1');
  await page.getByRole('link', { name: /Pilih Paket Keluarga Kecil/ }).click();
  await pickDateAndFreeSlot(page);
  await page.getByLabel('Pembayaran Lunas').check();
  await page.getByRole('checkbox', { name: 'Saya setuju dengan kebijakan pembatalan' }).check();
  await page.getByRole('button', { name: 'Reservasi', exact: true }).click();
  await expect(page).toHaveURL(/payment\/\d+$/);
  const transactionId = page.url().match(/\/payment\/(\d+)$/)?.[1];
  const totalLine = page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
  const total = Number((await totalLine.textContent())?.replace(/\D/g, ''));

  const summary = summariseQris(await decodeQrFromScreenshot(page));
  expect(summary).toMatchObject({ pointOfInitiation: '12', amount: total, reference: `TRX-${transactionId}` });
  expect(await amountShown(page)).toBe(total);
});
