import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApiAs } from './support/api';
import { demoAccounts, openApp } from './support/app';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { proofImage } from './support/png-upload';
import { NOT_AN_IMAGE } from '@/lib/rules/uploads';

/** The status header at the top of the payment page, found by the step it names. */
const statusHeader = (page: Page, title: string | RegExp): Locator => page.getByRole('region', { name: title });

async function sendProof(page: Page, formName: string): Promise<void> {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('Bukti pembayaran', { exact: true }).setInputFiles(proofImage);
  await expect(form.getByRole('img', { name: 'Pratinjau bukti pembayaran' })).toBeVisible();
  await form.getByRole('button', { name: 'Kirim Bukti Pembayaran' }).click();
  await expect(statusHeader(page, 'Bukti sedang diperiksa')).toBeVisible();
}

/** The admin decides the proof waiting on the transaction, elsewhere: the customer sees it on reloading. */
async function adminDecides(page: Page, transactionId: string, decision: 'valid' | 'invalid'): Promise<void> {
  const { body } = await callApiAs<{ transaction_detail: { id: number; isValid: string | null }[] }>(
    page,
    demoAccounts.admin,
    'GET',
    `transaction/${transactionId}`,
  );
  const waiting = body.data.transaction_detail.find((proof) => proof.isValid === null);
  if (!waiting) throw new Error('no proof waits for a decision');
  expect(
    (await callApiAs(page, demoAccounts.admin, 'PUT', `transaction/${transactionId}/${decision}/${waiting.id}`)).status,
  ).toBe(200);
  await page.reload();
}

test('a file that is not the image it claims is refused under the proof field before any upload', async ({ page }) => {
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/upload')) uploads.push(request.url());
  });
  const form = page.getByRole('form', { name: 'Unggah Bukti Pembayaran' });
  const field = form.getByLabel('Bukti pembayaran', { exact: true });

  await field.setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar, hanya teks') });
  await expect(field).toHaveAccessibleDescription(NOT_AN_IMAGE);
  await expect(form.getByRole('img', { name: 'Pratinjau bukti pembayaran' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Kirim Bukti Pembayaran' }).click();
  await expect(field).toHaveAccessibleDescription(NOT_AN_IMAGE);
  expect(uploads).toEqual([]);

  // A real PNG picked next is previewed, and sent.
  await field.setInputFiles(proofImage);
  await expect(form.getByRole('img', { name: 'Pratinjau bukti pembayaran' })).toBeVisible();
  await expect(form.getByText(NOT_AN_IMAGE)).toHaveCount(0);
  await form.getByRole('button', { name: 'Kirim Bukti Pembayaran' }).click();
  await expect(statusHeader(page, 'Bukti sedang diperiksa')).toBeVisible();
  expect(uploads).toHaveLength(1);
});

test('the payment page names each step of a down payment, and what the customer does next', async ({ page }) => {
  test.slow();
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const transactionId = page.url().match(/\/payment\/(\d+)$/)?.[1] ?? '';

  const awaiting = statusHeader(
    page,
    /^Menunggu pembayaran DP · bayar Rp\s[\d.]+ sebelum \S+, \d+ \S+ \d{4} pukul \d\d\.\d\d WIB$/,
  );
  await expect(awaiting).toBeVisible();
  await expect(awaiting).toContainText(/Sisa waktu \d+ jam \d+ menit/);
  await sendProof(page, 'Unggah Bukti Pembayaran');

  await adminDecides(page, transactionId, 'invalid');
  const rejected = statusHeader(page, 'Bukti ditolak — unggah ulang');
  await expect(rejected).toBeVisible();
  await expect(page.getByRole('form', { name: 'Unggah ulang bukti pembayaran' })).toBeVisible();
  await sendProof(page, 'Unggah ulang bukti pembayaran');

  await adminDecides(page, transactionId, 'valid');
  const balance = statusHeader(page, /^DP diterima · pelunasan Rp\s[\d.]+ paling lambat .+ pukul \d\d\.\d\d WIB$/);
  await expect(balance).toBeVisible();
  await expect(balance).toContainText('DP tidak dikembalikan');
  await sendProof(page, 'Pelunasan: kirim bukti pembayaran sisa 50%');

  await adminDecides(page, transactionId, 'valid');
  await expect(statusHeader(page, 'Pembayaran lengkap · menunggu konfirmasi admin')).toBeVisible();
  expect((await callApiAs(page, demoAccounts.admin, 'PUT', `transaction/${transactionId}/paid`)).status).toBe(200);
  await page.reload();
  const paid = statusHeader(page, 'Lunas');
  await expect(paid).toContainText('Pembayaran telah diterima');
  await expect(paid.getByRole('link', { name: 'Buka di Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\//,
  );
  await expect(page.getByRole('img', { name: /Kode QR pembayaran/ })).toHaveCount(0);

  // Its payment details, three proofs long now, fit a small phone and pass axe (experimental rules too).
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('table', { name: 'Detail pembayaran' }).getByRole('row')).toHaveCount(4);
    await expectNoSidewaysScroll(page, width, 'the payment page with three proofs');
    await expectNoSeriousAxeViolations(page, `the payment page with three proofs at ${width} px`);
  }
});

test('an expired payment says the slot was released and offers to book again', async ({ page }) => {
  await openApp(page, '?demo=payment-expired');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const expired = statusHeader(page, 'Pembayaran kadaluarsa');
  await expect(expired).toContainText('dilepas untuk pelanggan lain');
  await expired.getByRole('link', { name: 'Pesan lagi' }).click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(page.getByRole('button', { name: 'Reservasi' })).toBeVisible();
});
