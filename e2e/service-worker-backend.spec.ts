import type { Page } from '@playwright/test';
import { expect, STUDIO_NOW, test } from './support/studio-clock';
import { callApiAs, fetchFromPage } from './support/api';
import { alertWithText, demoAccounts, openApp, signIn, waitForEmulatedBackend } from './support/app';

/**
 * The emulated backend is the site's service worker (`<base>sw.js`, built from mocks/): these journeys
 * check its lifecycle as a browser runs it. Each test has a fresh browser context, so its first visit
 * installs the worker.
 */

/** Text only the backend's code holds: MSW's log prefix, a handler's message, the store's database name, a seeded customer's e-mail. */
const backendMarkers = [
  '[MSW]',
  'Data demo dikembalikan ke kondisi awal',
  'studio-senja-backend',
  'reksa.kurniawan1@contoh.id',
];

/** Adds an add-on as the admin, the way another admin elsewhere would. */
async function addAddon(page: Page, name: string): Promise<void> {
  const created = await callApiAs(page, demoAccounts.admin, 'POST', 'addon', {
    name,
    unit: 'sesi',
    price: 75_000,
    categoryId: 1,
  });
  expect(created.status).toBe(201);
}

const addonNames = async (page: Page) =>
  (await fetchFromPage<{ name: string }[]>(page, 'addons')).body.data.map((addon) => addon.name);

const backendClock = async (page: Page) => (await fetchFromPage<{ now: string }>(page, '__demo/clock')).body.data;

/** Stops every service worker as a browser does with an idle one, and waits until ours has stopped. */
async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((version) => version.scriptURL.endsWith('/sw.js') && version.runningStatus === 'stopped'))
        resolve();
    });
  });
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
}

test('the page loads none of the backend: every script it runs is the app', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || request.serviceWorker()) return;
    void response.text().then(
      (body) => scripts.push({ url: response.url(), body }),
      () => undefined,
    );
  });
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/today-schedule');
  await expect(page.getByRole('region', { name: 'Ringkasan' }).getByRole('link').first()).toBeVisible();
  await expect.poll(() => scripts.length).toBeGreaterThan(5);
  expect(scripts.filter(({ url }) => url.endsWith('/sw.js'))).toEqual([]);
  for (const { url, body } of scripts)
    for (const marker of backendMarkers) expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
});

test('a worker the browser stopped answers the next request with the same data, clock and network', async ({
  page,
}) => {
  await openApp(page);
  await addAddon(page, 'Lampu Sorot Ekstra');
  const travelled = new Date(STUDIO_NOW.getTime() + 3 * 86_400_000).toISOString();
  expect((await fetchFromPage(page, '__demo/clock', { method: 'POST', body: { now: travelled } })).status).toBe(200);
  // Every call fails, whoever makes it: the open page refetches what the clock's move changed, and a "next" failure
  // could be taken by one of those instead of the call below.
  expect((await fetchFromPage(page, '__demo/network', { method: 'POST', body: { failure: 'every' } })).status).toBe(
    200,
  );

  await stopServiceWorkers(page);

  // The restarted worker still fails calls as it was told, until told otherwise.
  expect((await fetchFromPage(page, 'addons')).status).toBe(500);
  expect((await fetchFromPage(page, '__demo/network', { method: 'POST', body: { failure: 'none' } })).status).toBe(200);
  expect(await addonNames(page)).toContain('Lampu Sorot Ekstra');
  const clock = await backendClock(page);
  expect(Date.parse(clock.now) - Date.parse(travelled)).toBeGreaterThanOrEqual(0);
  expect(Date.parse(clock.now) - Date.parse(travelled)).toBeLessThan(60_000);
});

test('two tabs share one backend: its data and its clock', async ({ page, context }) => {
  await openApp(page);
  const other = await context.newPage();
  await openApp(other);
  const travelled = new Date(STUDIO_NOW.getTime() + 5 * 86_400_000).toISOString();
  await fetchFromPage(page, '__demo/clock', { method: 'POST', body: { now: travelled } });
  await addAddon(page, 'Reflektor Emas');

  const seenByOther = await backendClock(other);
  expect(Date.parse(seenByOther.now) - Date.parse(travelled)).toBeLessThan(60_000);
  expect(await addonNames(other)).toContain('Reflektor Emas');
});

test('a hard reload, which the worker does not control, is claimed and keeps the data', async ({ page }) => {
  await openApp(page);
  await addAddon(page, 'Kabut Asap');
  await page.addInitScript(() => {
    Object.assign(window, { controlledAtStart: navigator.serviceWorker.controller !== null });
  });
  const cdp = await page.context().newCDPSession(page);
  await Promise.all([page.waitForEvent('load'), cdp.send('Page.reload', { ignoreCache: true })]);
  expect(await page.evaluate(() => (window as { controlledAtStart?: boolean }).controlledAtStart)).toBe(false);
  await waitForEmulatedBackend(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Lihat selengkapnya' }).first()).toBeVisible();
  expect(await addonNames(page)).toContain('Kabut Asap');
});

test.describe('where service workers are blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('the app says the demo cannot start, after a bounded wait', async ({ page }) => {
    await page.goto('category');
    await expect(page.getByRole('heading', { level: 1, name: 'Kategori' })).toBeVisible();
    await expect(
      alertWithText(page, 'Layanan demo tidak dapat dimulai: browser ini tidak menjalankan service worker-nya'),
    ).toBeVisible({ timeout: 20_000 });
  });
});
