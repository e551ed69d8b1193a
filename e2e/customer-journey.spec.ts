import { expect, test } from './support/studio-clock';
import { callApiAs } from './support/api';
import { demoAccounts, openApp, signIn } from './support/app';
import { pickDateAndFreeSlot } from './support/booking-form';
import { proofImage } from './support/png-upload';

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

  await pickDateAndFreeSlot(page);
  await page.getByRole('checkbox', { name: /Tambahan Orang/ }).check();
  await expect(page.getByLabel('Jumlah Tambahan Orang')).toHaveValue('1');
  await page.getByLabel('DP 50%').check();
  await expect(page.getByLabel('Ringkasan reservasi')).toContainText('Rp 400.000');
  await page.getByRole('checkbox', { name: 'Saya setuju dengan kebijakan pembatalan' }).check();
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
  // The reviews load as their section comes near the screen, as the visitor scrolls down to them.
  await page.getByRole('heading', { name: 'Apa Yang Dikatakan Pelanggan Kami' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Ulasan pelanggan' }).getByText(words)).toBeVisible();
});
