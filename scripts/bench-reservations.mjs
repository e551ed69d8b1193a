// Measures how long the admin's reservations page takes to render its first page once it has arrived, with
// 10,000 reservations in the store (the server pages them: GET /reservations?page=1&pageSize=10), in Debian's
// Chromium against the production build with the emulated backend.
//   npm run build && npm run bench:reservations
// Budget: 200 ms. Exits 1 when the median of the runs is over it. Served under the base path the build was made
// for; a page whose document or scripts failed, or that never started, stops the bench instead of being timed.
import { chromium } from '@playwright/test';
import { previewBuiltSite } from './built-site.mjs';
import { chromiumPath, chromiumSwitches } from './chromium.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 200;
const PORT = 4310;

const server = await previewBuiltSite(PORT);
const base = server.url;

/** Fails the bench at once when the page's document or one of its scripts did not load. */
function refuseBrokenPages(page) {
  const broken = [];
  const watched = (request) => ['document', 'script'].includes(request.resourceType());
  page.on('response', (response) => {
    if (watched(response.request()) && response.status() >= 400)
      broken.push(`${response.url()} answered ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    if (watched(request)) broken.push(`${request.url()} failed: ${request.failure()?.errorText}`);
  });
  page.on('pageerror', (error) => broken.push(`uncaught error: ${error.message}`));
  return async () => {
    if (broken.length > 0) throw new Error(`The page did not boot, so it is not timed:\n  ${broken.join('\n  ')}`);
  };
}

/** Waits until the app has drawn its first screen and its emulated backend answers (src/main.tsx). */
async function waitForBoot(page, checkNothingBroke) {
  try {
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.app === 'app-ready' && document.documentElement.dataset.backend === 'ready',
      undefined,
      { timeout: 30_000 },
    );
  } finally {
    await checkNothingBroke();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumSwitches });

try {
  const page = await browser.newPage({ serviceWorkers: 'allow' });
  const checkNothingBroke = refuseBrokenPages(page);
  await page.goto(base);
  await waitForBoot(page, checkNothingBroke);
  const added = await page.evaluate(
    async ({ count, basePath }) => {
      const api = (path, init) =>
        fetch(`api/v1/${path}`, { headers: { 'Content-Type': 'application/json' }, ...init }).then((response) =>
          response.json(),
        );
      const seeded = await api('__demo/past-reservations', { method: 'POST', body: JSON.stringify({ count }) });
      const login = await api('login', {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@studio.test', password: 'admin123' }),
      });
      // The sign-in's storage key carries the base path when it is not `/` (src/lib/storage-namespace.ts).
      localStorage.setItem(basePath === '/' ? 'token' : `token:${basePath}`, login.data.token);
      return seeded.data.added;
    },
    { count: COUNT, basePath: server.basePath },
  );

  // Watches, from the first script on, for the list's response and for the first rendered data row (resource
  // entries arrive late, so the two are recorded apart and compared at the end).
  await page.addInitScript(() => {
    const marks = { dataArrived: 0, rendered: 0 };
    Object.assign(window, { __benchMarks: marks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (/\/api\/v1\/reservations(\?|$)/.test(entry.name)) marks.dataArrived = entry.responseEnd;
      }
    }).observe({ type: 'resource', buffered: true });
    new MutationObserver(() => {
      // A data row has text (an ID, a date); the loading skeleton's rows have none.
      if (!marks.rendered && document.querySelector('main table tbody tr')?.textContent?.match(/\d/)) {
        marks.rendered = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  const timings = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${base}dashboard/reservations`);
    await page.waitForFunction(
      () => window.__benchMarks.rendered > 0 && window.__benchMarks.dataArrived > 0,
      undefined,
      { timeout: 60_000 },
    );
    await checkNothingBroke();
    const { dataArrived, rendered } = await page.evaluate(() => window.__benchMarks);
    timings.push(rendered - dataArrived);
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)];
  console.log(
    `reservations page, ${added} extra reservations: render after data arrived ${timings.map((t) => `${t.toFixed(0)} ms`).join(', ')}; median ${median.toFixed(0)} ms (budget ${BUDGET_MS} ms)`,
  );
  process.exitCode = median <= BUDGET_MS ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
}
