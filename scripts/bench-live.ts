/**
 * `npm run build && npm run build:real-api && npm run bench:live` (issue 53): how soon a payment reaches the
 * customer's open payment page, and that an idle page asks nothing by itself. In Debian's Chromium, against each
 * backend host in turn: the demo build with the emulated backend in its service worker, and the build for a real
 * API against `npm run api -- --demo` (on the port that build calls, the app served from another origin).
 *
 * 1. Paid ≤ 1 s. Per round, a new customer's down-payment booking (the `payment-awaiting` scenario) with the
 *    studio on automatic QRIS: its payment page open, a charge made on it, then the gateway's sandbox pays it
 *    (`POST /__demo/gateway/pay`, from another tab: it signs the notification and delivers it to
 *    `POST /payments/notification`). Measured from the moment that request leaves to the moment the page's
 *    heading says so ("DP diterima …", then "Lunas" for the balance), with no reload: the live change, the
 *    refetch and the render. Every payment of every round must be within the budget.
 * 2. No periodic requests. A customer's payment page and the admin's transactions, each loaded and settled, their
 *    clock then run 30 minutes ahead (Playwright's clock: every timer the page set fires as it would): not one
 *    request may leave either page. The live stream the HTTP build holds open is one request made at the start. A
 *    control page that polls once a minute is run the same way and must be seen 30 times.
 * Exits 1 when a budget is missed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { demoAccounts } from '@/content/demo-accounts';
import { spawnApi } from '@mocks/test-kit/api-process';
import { previewBuiltSite, type BuiltSite } from './built-site.mjs';
import { chromiumPath, chromiumSwitches } from './chromium.mjs';

const BUDGET = { paidOnScreenMs: 1_000, idleRequests: 0 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_FOR = '30:00';
/** What a page polling once a minute sends while its clock runs `IDLE_FOR` ahead. */
const CONTROL_POLLS = 30;
/** Where `npm run build:real-api` points the app unless told otherwise. */
const REAL_API_URL = process.env.VITE_API_URL ?? 'http://127.0.0.1:8787/api/v1';

interface Host {
  name: string;
  site: BuiltSite;
  /** The API the app calls, ending in `/`. */
  api: string;
}

const failures: string[] = [];

/** A call to the API from inside a page (through its service worker, or across origins): status and `data`. */
async function callApi<T>(
  page: Page,
  host: Host,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ url, method, token, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: ((await response.json()) as { data: T }).data };
    },
    { url: `${host.api}${path}`, method, token, body },
  );
}

async function signInToken(page: Page, host: Host, email: string, password: string): Promise<string> {
  const { data } = await callApi<{ token: string }>(page, host, 'POST', 'login', { body: { email, password } });
  return data.token;
}

/** Opens an app path and waits until its backend is ready and the app drew its first screen. */
async function openApp(page: Page, host: Host, path: string): Promise<void> {
  await page.goto(new URL(path.replace(/^\//, ''), host.site.url).href);
  await page.waitForFunction(() => document.documentElement.dataset.backend === 'ready');
}

/** Signs the page in with a token, as the app keeps it (`token`, or `token:<base path>` under a base path). */
async function signInWith(page: Page, host: Host, token: string): Promise<void> {
  const key = host.site.basePath === '/' ? 'token' : `token:${host.site.basePath}`;
  await page.evaluate(({ name, value }) => localStorage.setItem(name, value), { name: key, value: token });
}

/**
 * Resolves with the wall-clock instant (ms) at which a heading matching `pattern` is first in the page, watched
 * from now on by a MutationObserver: no polling interval in the figure.
 */
async function watchHeading(page: Page, pattern: RegExp): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ source, flags }) => {
      const wanted = new RegExp(source, flags);
      const marks = window as unknown as { __headingSeenAt?: number };
      delete marks.__headingSeenAt;
      // No named function in here: tsx names them with a helper the page does not have.
      const observer = new MutationObserver(() => {
        const headings = [...document.querySelectorAll('section h2')];
        if (headings.some((heading) => wanted.test(heading.textContent ?? ''))) {
          marks.__headingSeenAt = performance.timeOrigin + performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { source: pattern.source, flags: pattern.flags },
  );
  return async () => {
    const handle = await page.waitForFunction(
      () => (window as unknown as { __headingSeenAt?: number }).__headingSeenAt,
      undefined,
      { timeout: 15_000 },
    );
    return Number(await handle.jsonValue());
  };
}

/** The gateway's sandbox pays the charge now shown, from the payer's tab: the instant its request left. */
async function payNow(payer: Page, host: Host, customerToken: string, transactionId: number): Promise<number> {
  const charged = await callApi<{ charge: { qris: string } | null }>(
    payer,
    host,
    'POST',
    `transaction/${transactionId}/charge`,
    { token: customerToken },
  );
  const qris = charged.data.charge?.qris;
  if (!qris) throw new Error(`${host.name}: no charge to pay (${charged.status})`);
  const { sentAt, status } = await payer.evaluate(
    async ({ url, qris }) => {
      const sentAt = performance.timeOrigin + performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ qris }),
      });
      return { sentAt, status: response.status };
    },
    { url: `${host.api}__demo/gateway/pay`, qris },
  );
  if (status !== 200) throw new Error(`${host.name}: the gateway's sandbox answered ${status}`);
  return sentAt;
}

/** One payment, from the payer's request to the heading on the customer's page: ms. */
async function timePayment(page: Page, payer: Page, host: Host, token: string, id: number, heading: RegExp) {
  await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
  await page.getByRole('timer').waitFor();
  const seenAt = await watchHeading(page, heading);
  const sentAt = await payNow(payer, host, token, id);
  return (await seenAt()) - sentAt;
}

async function measurePaidOnScreen(browser: Browser, host: Host): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const payer = await context.newPage();
  await openApp(payer, host, '');
  const adminToken = await signInToken(payer, host, demoAccounts.admin.email, demoAccounts.admin.password);
  const { data: settings } = await callApi<object>(payer, host, 'GET', 'settings', { token: adminToken });
  await callApi(payer, host, 'PUT', 'settings', {
    token: adminToken,
    body: { ...settings, payments: { qris: 'gateway', chargeMinutes: 15 } },
  });
  const figures: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const started = await callApi<{ token: string; path: string }>(payer, host, 'POST', '__demo/scenario', {
      token: adminToken,
      body: { name: 'payment-awaiting' },
    });
    if (started.status !== 200) throw new Error(`${host.name}: the scenario answered ${started.status}`);
    const { token, path } = started.data;
    const transactionId = Number(/\/payment\/(\d+)$/.exec(path)?.[1]);
    await openApp(page, host, '');
    await signInWith(page, host, token);
    await openApp(page, host, path);
    await page.getByRole('button', { name: 'Buat kode QRIS' }).waitFor();
    const downPayment = await timePayment(page, payer, host, token, transactionId, /^DP diterima/);
    const balance = await timePayment(page, payer, host, token, transactionId, /^Lunas$/);
    figures.push(downPayment, balance);
    console.log(
      `  ${host.name}, round ${round}: down payment on screen in ${downPayment.toFixed(0)} ms, balance in ${balance.toFixed(0)} ms`,
    );
  }
  await context.close();
  return figures;
}

const isEventStream = (request: Request) => new URL(request.url()).pathname.endsWith('/events');

/**
 * Resolves once the page has had no request in flight for half a second, as Playwright's `networkidle` says,
 * but for the live stream the HTTP build keeps open for as long as the page is (which never lets that fire).
 */
async function quietApartFromTheStream(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  const done = (request: Request) => inFlight.delete(request);
  page.on('request', (request) => {
    if (!isEventStream(request)) inFlight.add(request);
  });
  page.on('requestfinished', done).on('requestfailed', done);
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight.size > 0) quietSince = Date.now();
  }
}

/**
 * Requests each page sends after it settled, while its clock runs 30 minutes ahead; beside them a control, the
 * payment page with a poll added, which must be seen polling (else the figure proves nothing).
 */
async function idleRequests(browser: Browser, host: Host): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const setup = await context.newPage();
  await openApp(setup, host, '');
  const adminToken = await signInToken(setup, host, demoAccounts.admin.email, demoAccounts.admin.password);
  const started = await callApi<{ token: string; path: string }>(setup, host, 'POST', '__demo/scenario', {
    token: adminToken,
    body: { name: 'payment-awaiting' },
  });
  await setup.close();
  const sent: string[] = [];
  // Each screen once its data shows: the payment's amount to pay, the transactions' first row.
  const payment = {
    token: started.data.token,
    path: started.data.path,
    shown: (page: Page) => page.getByText(/^Total/).first(),
  };
  const screens = [
    { ...payment, control: false },
    {
      token: adminToken,
      path: '/dashboard/transactions',
      shown: (page: Page) => page.getByRole('main').getByRole('row').nth(1),
      control: false,
    },
    { ...payment, control: true },
  ];
  const controlSent: string[] = [];
  for (const screen of screens) {
    const page = await context.newPage();
    await page.clock.install();
    if (screen.control) {
      // The control: the same page polling a minute apart, as a screen that polls would.
      await page.addInitScript(() => setInterval(() => void fetch(location.href), 60_000));
    }
    await openApp(page, host, '');
    await signInWith(page, host, screen.token);
    await openApp(page, host, screen.path);
    await screen.shown(page).waitFor();
    await quietApartFromTheStream(page);
    page.on('request', (request) =>
      (screen.control ? controlSent : sent).push(`${screen.path}: ${request.method()} ${request.url()}`),
    );
    await page.clock.runFor(IDLE_FOR);
    // What the timers started, given real time to go out.
    await page.waitForTimeout(2_000);
    await page.close();
  }
  await context.close();
  // A measurement that could not see a poll proves nothing: the control's must all have been seen.
  if (controlSent.length < CONTROL_POLLS) {
    throw new Error(
      `The control page polled ${controlSent.length} times in ${IDLE_FOR}, not ${CONTROL_POLLS}: is the clock run?`,
    );
  }
  console.log(`  (the control, polling a minute apart, was seen ${controlSent.length} times)`);
  return sent;
}

async function measureHost(browser: Browser, host: Host): Promise<void> {
  console.log(`${host.name} (${host.site.url}, API ${host.api})`);
  const figures = await measurePaidOnScreen(browser, host);
  const slowest = Math.max(...figures);
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(
    `  paid on screen: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${figures.length} (budget ${BUDGET.paidOnScreenMs})`,
  );
  if (slowest > BUDGET.paidOnScreenMs) failures.push(`${host.name}: a payment took ${slowest.toFixed(0)} ms to show`);
  const requests = await idleRequests(browser, host);
  console.log(`  idle for ${IDLE_FOR} on the payment page and the admin's transactions: ${requests.length} requests`);
  for (const request of requests) console.log(`    ${request}`);
  if (requests.length > BUDGET.idleRequests)
    failures.push(`${host.name}: an idle page sent ${requests.length} requests`);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumSwitches });
const dataDirectory = await mkdtemp(join(tmpdir(), 'studio-bench-live-'));
try {
  const demoSite = await previewBuiltSite(4314);
  try {
    await measureHost(browser, { name: 'service worker (demo build)', site: demoSite, api: `${demoSite.url}api/v1/` });
  } finally {
    await demoSite.close();
  }
  const appPort = 4315;
  const apiUrl = new URL(REAL_API_URL);
  const api = await spawnApi({
    dataDirectory,
    args: ['--demo'],
    port: Number(apiUrl.port),
    env: { API_CORS_ORIGIN: `http://localhost:${appPort}` },
  });
  const realSite = await previewBuiltSite(appPort, 'dist-real-api');
  try {
    await measureHost(browser, { name: 'HTTP (npm run api)', site: realSite, api: `${REAL_API_URL}/` });
  } finally {
    await realSite.close();
    await api.stop('SIGTERM');
  }
} finally {
  await browser.close();
  await rm(dataDirectory, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`Budgets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Every budget met.');
