import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';

/** The number of proofs waiting, as the dashboard menu says it: on its `Transaksi` entry, or on the menu button on phones. */
async function proofsWaitingInMenu(page: Page, isMobile: boolean): Promise<number> {
  const carrier = isMobile
    ? page.getByRole('button', { name: /^Buka menu dashboard/ })
    : page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('link', { name: /^Transaksi/ });
  const name = (await carrier.getAttribute('aria-label')) ?? '';
  return Number(name.match(/(\d+) bukti menunggu validasi/)?.[1] ?? 0);
}

test('the admin sees a waiting proof in the overview and on the menu, decides it, and both count one less', async ({
  page,
  isMobile,
}) => {
  await openApp(page, '?demo=payment-review');
  await expect(page).toHaveURL(/\/dashboard\/transactions\/\d+\/detail$/);
  const menuLabel = isMobile
    ? page.getByRole('button', { name: /^Buka menu dashboard, .*\b\d+ bukti menunggu validasi/ })
    : page.getByRole('link', { name: /^Transaksi \d+ bukti menunggu validasi$/ });
  await expect(menuLabel).toBeVisible();
  const before = await proofsWaitingInMenu(page, isMobile);
  expect(before).toBeGreaterThan(0);

  await openApp(page, 'dashboard/today-schedule');
  const overview = page.getByRole('region', { name: 'Ringkasan' });
  await expect(overview.getByRole('link', { name: /Bukti menunggu validasi/ })).toContainText(
    `${before}Bukti menunggu validasi`,
  );
  await overview.getByRole('link', { name: /Bukti menunggu validasi/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\?status=waiting$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Menunggu Validasi');

  // The newest waiting proof first; its detail has the decision.
  await page.getByRole('main').getByRole('link', { name: 'Detail' }).first().click();
  await page.getByRole('button', { name: 'Valid', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Bukti pembayaran dinyatakan valid')).toBeVisible();
  await expect.poll(() => proofsWaitingInMenu(page, isMobile)).toBe(before - 1);

  await page.goBack();
  await page.goBack();
  await expect(
    page.getByRole('region', { name: 'Ringkasan' }).getByRole('link', { name: /Bukti menunggu validasi/ }),
  ).toContainText(`${before - 1}Bukti menunggu validasi`);
});
