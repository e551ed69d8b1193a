import { test as base, expect, type Page } from '@playwright/test';
import { bookAndSendProof, callApiAs } from './support/api';
import { demoAccounts, openApp, waitForEmulatedBackend } from './support/app';
import { startRedeployableSite, type RedeployableSite } from './support/redeployable-site';

const NEWER_VERSION =
  'Versi aplikasi yang lebih baru sudah dibuka di tab lain. Muat ulang halaman ini untuk memakai versi terbaru.';

/** The notice that stops a tab of an older version until it is reloaded. */
const reloadNotice = (page: Page) => page.getByRole('alertdialog', { name: 'Halaman perlu dimuat ulang' });

/**
 * A deploy while a tab of the version before is open: the site is served by a host of this test's own, so it
 * can be redeployed under the browser's feet, keeping its tabs, service worker and stored data.
 */
const test = base.extend<{ site: RedeployableSite }>({
  site: async ({}, use) => {
    const site = await startRedeployableSite(process.env.BASE_PATH ?? '/studio/');
    await use(site);
    await site.close();
  },
  baseURL: async ({ site }, use) => use(site.url),
});

/** Which build the worker answering the page is, as the app asks it. */
async function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ build: string }>) => resolve(event.data.build);
        navigator.serviceWorker.controller?.postMessage({ type: 'which-build' }, [channel.port2]);
      }),
  );
}

const transactionStatus = async (page: Page, id: number) =>
  (await callApiAs<{ id: number; status: string }>(page, demoAccounts.customer, 'GET', `transaction/${id}`)).body.data;

test('a tab of the old version is told to reload when a new deploy takes over, and no data is lost', async ({
  page,
  context,
  site,
}) => {
  await openApp(page, 'category');
  const oldBuild = await workerBuild(page);
  const transactionId = await bookAndSendProof(page, demoAccounts.customer, 'downpayment', 8);

  await site.redeploy(oldBuild, `${oldBuild}-next`);
  const newTab = await context.newPage();
  await openApp(newTab, 'category');

  await expect(reloadNotice(page)).toContainText(NEWER_VERSION);
  expect(await workerBuild(newTab)).toBe(`${oldBuild}-next`);
  await expect(newTab.getByRole('link', { name: 'Detail Foto Keluarga' })).toBeVisible();
  await expect(reloadNotice(newTab)).toHaveCount(0);
  expect(await transactionStatus(newTab, transactionId)).toMatchObject({ id: transactionId, status: 'unpaid' });

  await reloadNotice(page).getByRole('button', { name: 'Muat ulang' }).click();
  await waitForEmulatedBackend(page);
  await expect(page.getByRole('link', { name: 'Detail Foto Keluarga' })).toBeVisible();
  await expect(reloadNotice(page)).toHaveCount(0);
  expect(await workerBuild(page)).toBe(`${oldBuild}-next`);
  expect(await transactionStatus(page, transactionId)).toMatchObject({ id: transactionId, status: 'unpaid' });
});
