import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { spawnApi, type ApiProcess } from '@mocks/test-kit/api-process';
import { APP_READY, demoAccounts, signIn as signInThroughForm, type Account } from './app';
import { STUDIO_NOW } from './studio-clock';

/** The API the app under test was built for (`VITE_API_URL` of `npm run build:real-api`). */
export const REAL_API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:8787/api/v1';
export const REAL_API_ORIGIN = new URL(REAL_API_URL).origin;

/** The origin the app is served from (playwright.real-api.config.ts), the one the API lets call it. */
const APP_ORIGIN = `http://localhost:${process.env.E2E_REAL_API_APP_PORT ?? 4175}`;

export interface RunningApi {
  url: string;
  /** Stops the server (SIGTERM, as a deploy or Ctrl-C would) and starts it again on the same data. */
  restart(): Promise<void>;
  /** Every log line it printed since it started the first time. */
  log(): string;
}

/** Calls `npm run api` from the test, as whoever holds the token: the answer's status and `data`. */
export async function callApi<T>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  const response = await fetch(new URL(path, `${REAL_API_URL}/`), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

/** A session's token for an account, signed in through the API. */
export async function tokenOf({ email, password }: { email: string; password: string }): Promise<string> {
  const { status, data } = await callApi<{ token: string }>('POST', 'login', { body: { email, password } });
  if (status !== 200) throw new Error(`login ${email}: ${status}`);
  return data.token;
}

/**
 * The studio at `STUDIO_NOW`: the API's clock moved there and the seed made again for that instant, through
 * its own `__demo` endpoints, as the admin of a server started for a demo (`--demo`).
 */
async function startAtStudioNow(): Promise<void> {
  const token = await tokenOf(demoAccounts.admin);
  const reset = await callApi('POST', '__demo/reset', { token, body: { now: STUDIO_NOW.toISOString() } });
  if (reset.status !== 200) throw new Error(`__demo/reset: ${reset.status}`);
}

export const test = base.extend<{ studioClock: undefined }, { api: RunningApi }>({
  /**
   * `npm run api -- --demo` as a process of its own, on the port the build calls, with a fresh data directory. One
   * server for the whole run: the suite runs in one worker, its journeys one after another.
   */
  api: [
    async ({}, use) => {
      const dataDirectory = await mkdtemp(join(tmpdir(), 'studio-real-api-'));
      const start = () =>
        spawnApi({
          dataDirectory,
          args: ['--demo'],
          port: Number(new URL(REAL_API_URL).port),
          env: { API_CORS_ORIGIN: APP_ORIGIN },
        });
      let server: ApiProcess = await start();
      const earlierLogs: string[] = [];
      await startAtStudioNow();
      await use({
        url: server.url,
        async restart() {
          await server.stop('SIGTERM');
          earlierLogs.push(server.output());
          server = await start();
        },
        log: () => [...earlierLogs, server.output()].join(''),
      });
      await server.stop('SIGTERM');
      await rm(dataDirectory, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  studioClock: [
    async ({ page, api }, use) => {
      expect(api.url).toBe(REAL_API_URL);
      await page.clock.install({ time: STUDIO_NOW });
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page of the app built for the real API and waits until it has drawn its first screen. No service
 * worker controls it: the app marks the backend ready at once, and every call goes to the API's origin.
 */
export async function openApp(page: Page, path = ''): Promise<void> {
  await page.goto(path === '' ? './' : path);
  await page.waitForFunction(
    (appReady) =>
      document.documentElement.dataset.backend === 'ready' && document.documentElement.dataset.app === appReady,
    APP_READY,
  );
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
}

/** Signs in through the login form of the app built for the real API. */
export function signIn(page: Page, account: Account): Promise<void> {
  return signInThroughForm(page, account, openApp);
}

/** The addresses of some images (found by role), once every one of them has loaded and none is broken. */
export async function loadedImageSources(images: Locator): Promise<string[]> {
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  return images.evaluateAll((all) =>
    all.map((image) => {
      const { currentSrc, naturalWidth } = image as HTMLImageElement;
      return naturalWidth > 0 ? currentSrc : `broken: ${currentSrc}`;
    }),
  );
}

/** Checks `expectation` on the page as it is, again after a reload, and again after the API restarts and it reloads. */
export async function expectKept(page: Page, api: RunningApi, expectation: () => Promise<void>): Promise<void> {
  await expectation();
  await page.reload();
  await expectation();
  await api.restart();
  await page.reload();
  await expectation();
}
