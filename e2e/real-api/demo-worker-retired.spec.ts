import { expect, openApp, test } from '../support/real-api';

/** The demo's service worker as an earlier deploy on this origin left it: it takes over every page of its scope. */
const demoWorker = `
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', () => undefined);
`;

test("a demo deploy's service worker left on the origin is retired, and the page loaded again without it", async ({
  page,
  context,
}) => {
  await context.route('**/sw.js', (route) => route.fulfill({ contentType: 'text/javascript', body: demoWorker }));
  await openApp(page);
  await page.evaluate(async () => {
    const controlled = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    await navigator.serviceWorker.register('sw.js', { scope: './' });
    await controlled;
  });
  // The real-API deploy has no sw.js: the browser keeps the worker, whose update fails.
  await context.unroute('**/sw.js');

  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.reload();
  // The page the old worker controlled unregisters it and loads again, from the network.
  await expect.poll(() => loads).toBe(2);
  await page.waitForFunction(() => document.documentElement.dataset.backend === 'ready');
  expect(
    await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
    })),
  ).toEqual({ controlled: false, registrations: 0 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
