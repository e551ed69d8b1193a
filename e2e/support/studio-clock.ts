import { expect, test as base, type Page } from '@playwright/test';
import { fetchFromPage } from './api';
import { waitForEmulatedBackend } from './app';

/**
 * The instant every end-to-end test starts at (Monday 23 November 2026, 12:00 in Jakarta), so the seed,
 * the slot grid and today's schedule are the same at any hour the suite runs; `E2E_NOW` picks another.
 * Both clocks start there and then run on, so countdowns and "newest first" still move: the page's
 * (Playwright's clock) and the emulated backend's, which runs in the site's service worker where
 * Playwright's clock does not reach.
 */
export const STUDIO_NOW = new Date(process.env.E2E_NOW ?? '2026-11-23T05:00:00.000Z');
if (Number.isNaN(STUDIO_NOW.getTime())) throw new Error(`E2E_NOW is not an instant: ${process.env.E2E_NOW}`);

/**
 * Sets the backend's demo clock to `STUDIO_NOW` before its worker first starts, the way a time travel
 * keeps it: its offset from the real time, in the demo settings' database of this base path
 * (mocks/service-worker/demo-settings.ts). It is written from a plain file of the site (the worker's
 * script shown as text), so no page of the app starts the worker first.
 */
async function setBackendClock(page: Page): Promise<void> {
  await page.goto('sw.js');
  await page.evaluate(async (offsetMs) => {
    const base = new URL('./', location.href).pathname;
    const name = base === '/' ? 'studio-senja-demo-settings' : `studio-senja-demo-settings:${base}`;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('settings');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('The demo settings could not be opened'));
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction('settings', 'readwrite');
      transaction.objectStore('settings').put(String(offsetMs), 'clock-offset');
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('The clock offset could not be kept'));
    });
    database.close();
  }, STUDIO_NOW.getTime() - Date.now());
}

/** Playwright's `test`, with every page's clock and the backend's starting at `STUDIO_NOW`. */
export const test = base.extend<{ studioClock: undefined }>({
  studioClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: STUDIO_NOW });
      await setBackendClock(page);
      await use(undefined);
    },
    { auto: true },
  ],
});

/** Moves the backend's demo clock to an instant, and reloads the page so the app follows it. */
export async function moveBackendClock(page: Page, instant: Date): Promise<void> {
  const moved = await fetchFromPage(page, '__demo/clock', { method: 'POST', body: { now: instant.toISOString() } });
  expect(moved.status).toBe(200);
  await page.reload();
  await waitForEmulatedBackend(page);
}

export { expect };
