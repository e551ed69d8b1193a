import { alertWithText, demoAccounts, openApp, signIn, signOutCustomer } from './support/app';
import { listRecords } from './support/list-records';
import { expect, test } from './support/studio-clock';

test('a customer cancels a paid booking for half back to their account, and the admin pays it back', async ({
  page,
  isMobile,
}) => {
  await openApp(page, '?demo=refund');
  await expect(page).toHaveURL(/\/history$/);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Batalkan', exact: true }).locator('visible=true').first().click();

  const dialog = page.getByRole('dialog', { name: 'Batalkan reservasi?' });
  await expect(dialog).toContainText(/Dana yang dikembalikan: Rp\s[\d.]+ \(50% dari Rp\s[\d.]+ yang sudah dibayar\)/);
  const refundText = (await dialog.getByText(/^Dana yang dikembalikan/).textContent()) ?? '';
  const [, amount = ''] = /: (Rp\s[\d.]+) /.exec(refundText) ?? [];
  await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(dialog.getByText('Nama bank tidak boleh kosong')).toBeVisible();
  await dialog.getByLabel('Nama bank').fill('BCA');
  await dialog.getByLabel('Nomor rekening').fill('8730012345');
  await dialog.getByLabel('Nama pemilik rekening').fill('Dewi Lestari');
  await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(alertWithText(page, 'Reservasi berhasil dibatalkan')).toBeVisible();
  await expect(main.getByText(`Pengembalian dana ${amount} · Menunggu`).locator('visible=true')).toBeVisible();

  await signOutCustomer(page, isMobile);
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/refunds');
  await expect(page.getByRole('heading', { name: 'Pengembalian Dana', level: 1 })).toBeVisible();
  const row = listRecords(page).filter({ hasText: 'Dewi Lestari' });
  await expect(row).toContainText(amount);
  await row.getByRole('button', { name: 'Tandai dikembalikan' }).click();
  const paidBack = page.getByRole('dialog', { name: 'Tandai dikembalikan' });
  await paidBack.getByRole('radio', { name: 'Transfer' }).check();
  await paidBack.getByRole('button', { name: 'Simpan' }).click();
  await expect(alertWithText(page, 'Pengembalian dana dicatat')).toBeVisible();
  await expect(row).toContainText('Dikembalikan');
});
