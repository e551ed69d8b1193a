import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, openApp, signIn } from './support/app';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { pngUpload } from './support/png-upload';

/**
 * The value of a fact of the transaction, after its label: 'Sisa' → 'Rp 110.000'. (Playwright names no
 * definition by its term, as the browsers' accessibility trees do, so the value is the term's next element.)
 */
const fact = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The proofs' rows, below the table's header; none while it shows 'Tidak ada data'. */
const proofRows = (page: Page) =>
  page.getByRole('table', { name: 'Bukti pembayaran' }).locator('tbody').getByRole('row');

/** Records the installment due now at the counter, by this method, with a receipt's photo or without. */
async function recordAtTheCounter(page: Page, method: 'Tunai' | 'Transfer', receipt?: string) {
  // Counted before the dialog opens: while it is open, the page behind it is hidden from the accessibility tree.
  const rows = proofRows(page);
  const recorded = (await rows.count()) + 1;
  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catat pembayaran' });
  await dialog.getByRole('radio', { name: method }).check();
  if (receipt) await dialog.getByLabel('Foto struk').setInputFiles(pngUpload(receipt));
  if (receipt) await expect(dialog.getByText(receipt)).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan pembayaran' }).click();
  // The toast of an earlier payment may still show: the new row is what says this one was recorded.
  await expect(page.getByRole('alert').filter({ hasText: 'Pembayaran berhasil dicatat' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(recorded);
}

test('a down payment taken at the counter, half in cash with a receipt and the balance by transfer, then marked paid', async ({
  page,
}) => {
  const width = page.viewportSize()?.width ?? 0;
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const transactionId = /\/payment\/(\d+)$/.exec(page.url())?.[1];
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, demoAccounts.admin);
  await openApp(page, `dashboard/transactions/${transactionId}/detail`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Transaksi' })).toBeVisible();
  const total = await fact(page, 'Total').textContent();
  await expect(fact(page, 'Dibayar')).toHaveText(/^Rp\s0$/);
  await expect(fact(page, 'Sisa')).toHaveText(total ?? '');

  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catat pembayaran' });
  await expect(dialog.getByRole('textbox', { name: /Jumlah \(Rp\)/ })).not.toHaveValue('');
  await expectNoSidewaysScroll(page, width, 'the counter payment dialog');
  await expectNoSeriousAxeViolations(page, 'the counter payment dialog');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  await recordAtTheCounter(page, 'Tunai', 'struk-dp.png');
  const rows = proofRows(page);
  await expect(rows.nth(0)).toContainText('Tunai');
  await expect(rows.nth(0).getByRole('button', { name: 'Lihat Bukti' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Selesaikan Transaksi' })).toHaveCount(0);

  await recordAtTheCounter(page, 'Transfer');
  await expect(rows.nth(1)).toContainText('Transfer');
  await expect(fact(page, 'Dibayar')).toHaveText(total ?? '');
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s0$/);
  await expect(page.getByRole('button', { name: 'Catat pembayaran' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, width, 'the transaction paid at the counter');

  await page.getByRole('button', { name: 'Selesaikan Transaksi' }).click();
  await page
    .getByRole('dialog', { name: 'Apakah anda yakin?' })
    .getByRole('button', { name: 'Ya, Tandai Lunas' })
    .click();
  await expect(page.getByText('Transaksi Selesai')).toBeVisible();
});
