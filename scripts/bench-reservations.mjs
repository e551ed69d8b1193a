// Measures how long the admin's reservations page takes to render 10,000 reservations once their data
// has arrived, in Debian's Chromium against the production build with the emulated backend.
//   npm run build && npm run bench:reservations
// Budget: 200 ms. Exits 1 when the median of the runs is over it.
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 200;
const PORT = 4310;

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'silent' });
const base = `http://localhost:${PORT}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  const page = await browser.newPage({ serviceWorkers: 'allow' });
  await page.goto(base);
  await page.waitForFunction(() => document.documentElement.dataset.backend === 'ready');
  const added = await page.evaluate(
    async ({ count }) => {
      const api = (path, init) =>
        fetch(`api/v1/${path}`, { headers: { 'Content-Type': 'application/json' }, ...init }).then((response) =>
          response.json(),
        );
      const seeded = await api('__demo/past-reservations', { method: 'POST', body: JSON.stringify({ count }) });
      const login = await api('login', {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@studio.test', password: 'admin123' }),
      });
      localStorage.setItem('token', login.data.token);
      return seeded.data.added;
    },
    { count: COUNT },
  );

  // Watches, from the first script on, for the list's response and for the first rendered data row (resource
  // entries arrive late, so the two are recorded apart and compared at the end).
  await page.addInitScript(() => {
    const marks = { dataArrived: 0, rendered: 0 };
    Object.assign(window, { __benchMarks: marks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (/\/api\/v1\/reservations$/.test(entry.name)) marks.dataArrived = entry.responseEnd;
      }
    }).observe({ type: 'resource', buffered: true });
    new MutationObserver(() => {
      if (!marks.rendered && document.querySelector('main table tbody tr td:nth-child(2)')?.textContent?.match(/\d/)) {
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
  await new Promise((resolve) => server.httpServer.close(resolve));
}
