// How long the emulated backend, in the site's service worker, takes to answer a year's report
// (`GET /reports/summary`, issue 54) when the store holds 20,000 reservations: the seed's, and past ones added by
// `__demo/past-reservations` up to the store's cap. Timed in the page, from the call to its answer, in Debian's
// Chromium against the production build.
//   npm run build && npm run bench:reports
// Budget: 200 ms for the median of the runs; exits 1 over it. The period is the longest a report takes (366 days,
// ending today), and the report counts its previous period too: both are read, over every reservation.
import { chromium } from '@playwright/test';
import { previewBuiltSite } from './built-site.mjs';
import { chromiumPath, chromiumSwitches } from './chromium.mjs';

const RESERVATIONS = 20_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BUDGET_MS = 200;
const PORT = 4316;

const server = await previewBuiltSite(PORT);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumSwitches });

try {
  const page = await browser.newPage({ serviceWorkers: 'allow' });
  page.on('pageerror', (error) => {
    throw new Error(`The page failed: ${error.message}`);
  });
  await page.goto(server.url);
  await page.waitForFunction(() => document.documentElement.dataset.backend === 'ready', undefined, {
    timeout: 30_000,
  });
  const result = await page.evaluate(
    async ({ reservations, runs }) => {
      const call = async (path, init = {}, token) => {
        const response = await fetch(`api/v1/${path}`, {
          ...init,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        });
        const body = await response.json();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
        return body.data;
      };
      const { token } = await call('login', {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@studio.test', password: 'admin123' }),
      });
      const { now } = await call('__demo/clock');
      // Up to the store's cap: it adds no more than 20,000 in all.
      await call('__demo/past-reservations', { method: 'POST', body: JSON.stringify({ count: reservations }) });
      const all = await call('reservations', {}, token);
      const day = (instant) => new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 10);
      const to = day(now);
      const from = day(new Date(Date.parse(`${to}T00:00:00Z`) - 365 * 86_400_000).toISOString());
      const timings = [];
      let report;
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        report = await call(`reports/summary?from=${from}&to=${to}`, {}, token);
        timings.push(performance.now() - started);
      }
      const counted = (figures) => figures.bookings + figures.cancellations;
      return {
        stored: all.length,
        from,
        to,
        timings,
        inPeriods: counted(report.figures) + counted(report.previous.figures),
      };
    },
    { reservations: RESERVATIONS, runs: RUNS },
  );
  if (result.stored < RESERVATIONS) throw new Error(`The store holds ${result.stored} reservations, not 20,000.`);
  const sorted = [...result.timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `report ${result.from} to ${result.to} (and the 366 days before) over ${result.stored} reservations, ` +
      `${result.inPeriods} of them in the two periods: first ${result.timings[0].toFixed(0)} ms, ` +
      `median ${median.toFixed(0)} ms, slowest ${sorted.at(-1).toFixed(0)} ms of ${RUNS} (budget ${BUDGET_MS} ms)`,
  );
  process.exitCode = median <= BUDGET_MS ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
}
