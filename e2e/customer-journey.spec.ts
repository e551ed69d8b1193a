import type { Page } from '@playwright/test';
import { expect, STUDIO_NOW, test } from './support/studio-clock';
import { callApiAs } from './support/api';
import { demoAccounts, openApp, signIn } from './support/app';

const proofImage = {
  name: 'bukti-transfer.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A day a week ahead in the studio's time zone: free enough to book, in this month or the next. */
function aWeekAhead(): { day: number; isNextMonth: boolean } {
  const jakarta = (instant: number) => new Date(instant + 7 * 60 * 60 * 1000);
  const today = jakarta(STUDIO_NOW.getTime());
  const target = jakarta(STUDIO_NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
  return { day: target.getUTCDate(), isNextMonth: target.getUTCMonth() !== today.getUTCMonth() };
}

async function pickDateAWeekAhead(page: Page): Promise<void> {
  const { day, isNextMonth } = aWeekAhead();
  await page.getByRole('button', { name: /Pilih tanggal/ }).click();
  if (isNextMonth) await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
  await page.getByRole('gridcell', { name: String(day), exact: true }).click();
}

test('a visitor browses from the home page to a category and its packages, without a booking button', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('link', { name: 'Lihat selengkapnya' }).click();
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Detail Foto Keluarga' }).click();
  await expect(page.getByRole('heading', { name: 'Pilihan Paket Yang Tersedia' })).toBeVisible();
  await expect(page.getByText('Keluarga Kecil')).toBeVisible();
  await expect(page.getByRole('link', { name: /Pilih Paket/ })).toHaveCount(0);
});

test('a customer books with an add-on and a 50% down payment, sends a proof, and sees it validated', async ({
  page,
}) => {
  await signIn(page, demoAccounts.customer);
  await openApp(page, 'category/1');
  await page.getByRole('link', { name: /Pilih Paket Keluarga Kecil/ }).click();
  await expect(page.getByRole('heading', { name: 'Reservasi', level: 1 })).toBeVisible();

  await pickDateAWeekAhead(page);
  const freeSlot = page.getByRole('group', { name: 'Pilih Waktu' }).getByRole('radio', { disabled: false }).first();
  await freeSlot.dispatchEvent('click');
  await expect(freeSlot).toBeChecked();
  await page.getByRole('checkbox', { name: /Tambahan Orang/ }).check();
  await expect(page.getByLabel('Jumlah Tambahan Orang')).toHaveValue('1');
  await page.getByLabel('DP 50%').check();
  await expect(page.getByLabel('Ringkasan reservasi')).toContainText('Rp 400.000');
  await page.getByRole('button', { name: 'Reservasi', exact: true }).click();

  await expect(page).toHaveURL(/payment\/\d+$/);
  await expect(page.getByRole('img', { name: /Kode QR pembayaran sebesar Rp 200\.000/ })).toBeVisible();
  await page.getByLabel('Bukti pembayaran', { exact: true }).setInputFiles(proofImage);
  await expect(page.getByRole('img', { name: 'Pratinjau bukti pembayaran' })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Bukti Pembayaran' }).click();
  await expect(page.getByText('Menunggu Validasi')).toBeVisible();

  const transactionId = Number(/payment\/(\d+)$/.exec(page.url())?.[1]);
  const transaction = await callApiAs<{ transaction_detail: { id: number }[] }>(
    page,
    demoAccounts.admin,
    'GET',
    `transaction/${transactionId}`,
  );
  const [proof] = transaction.body.data.transaction_detail;
  const decision = await callApiAs(page, demoAccounts.admin, 'PUT', `transaction/${transactionId}/valid/${proof?.id}`);
  expect(decision.status).toBe(200);

  await page.reload();
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  await expect(page.getByText('Pelunasan: kirim bukti pembayaran sisa 50%')).toBeVisible();
});

test('a customer reviews a completed reservation and the review appears on the home page', async ({ page }) => {
  const words = `Sesi yang menyenangkan, terima kasih! (${Date.now()})`;
  await signIn(page, demoAccounts.customer);
  await openApp(page, 'history');
  await page.getByRole('link', { name: 'Beri Ulasan' }).first().click();
  await page.getByRole('radio', { name: '5 Bintang' }).dispatchEvent('click');
  await expect(page.getByText('5/5')).toBeVisible();
  await page.getByLabel('Ulasan', { exact: true }).fill(words);
  await page.getByRole('button', { name: 'Kirim' }).click();

  await expect(page).toHaveURL(/review\/\d+\/detail$/);
  await expect(page.getByText(words)).toBeVisible();
  await openApp(page);
  await expect(page.getByRole('region', { name: 'Ulasan pelanggan' }).getByText(words)).toBeVisible();
});
