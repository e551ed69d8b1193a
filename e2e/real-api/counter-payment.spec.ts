import type { Page } from '@playwright/test';
import { alertWithText, demoAccounts } from '../support/app';
import { pngUpload } from '../support/png-upload';
import {
  callApi,
  expect,
  expectKept,
  loadedImageSources,
  openApp,
  REAL_API_URL,
  signIn,
  test,
  tokenOf,
} from '../support/real-api';

interface Listed {
  id: number;
  transaction_detail: unknown[];
  reservation: { status: string };
}

/** A seeded booking's transaction that nothing was paid for yet, as the API lists it to the admin. */
async function unpaidTransactionId(): Promise<number> {
  const token = await tokenOf(demoAccounts.admin);
  const { data } = await callApi<Listed[]>('GET', 'transactions?status=unpaid', { token });
  const open = data.find((row) => row.transaction_detail.length === 0 && row.reservation.status === 'pending');
  if (!open) throw new Error('the seed has no unpaid transaction without a proof');
  return open.id;
}

/** The proofs' rows, below the table's header. */
const proofRows = (page: Page) =>
  page.getByRole('table', { name: 'Bukti pembayaran' }).locator('tbody').getByRole('row');

test('the admin records a payment taken at the counter with its receipt, and it is kept by the API', async ({
  page,
  api,
}) => {
  const transactionId = await unpaidTransactionId();
  await signIn(page, demoAccounts.admin);
  await openApp(page, `dashboard/transactions/${transactionId}/detail`);

  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catat pembayaran' });
  await dialog.getByRole('radio', { name: 'QRIS kasir' }).check();
  await dialog.getByLabel('Foto struk').setInputFiles(pngUpload('struk-kasir.png'));
  await expect(dialog.getByText('struk-kasir.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan pembayaran' }).click();
  await expect(alertWithText(page, 'Pembayaran berhasil dicatat')).toBeVisible();

  const expectRecorded = async () => {
    await expect(proofRows(page)).toHaveCount(1);
    await expect(proofRows(page).first()).toContainText('QRIS kasir');
    await expect(proofRows(page).first()).toContainText('Valid');
  };
  await expectKept(page, api, expectRecorded);

  await proofRows(page).first().getByRole('button', { name: 'Lihat Bukti' }).click();
  const [receipt] = await loadedImageSources(page.getByRole('dialog').getByRole('img', { name: 'Bukti pembayaran' }));
  expect(receipt).toMatch(new RegExp(`^${REAL_API_URL}/files/[\\w-]+\\.png$`));
  expect(api.log()).toMatch(/POST \/api\/v1\/transaction\/\d+\/counter-payment 201/);
});
