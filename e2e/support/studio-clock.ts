import { test as base } from '@playwright/test';

/**
 * The instant every end-to-end test starts at (Monday 23 November 2026, 12:00 in Jakarta), so the seed,
 * the slot grid and today's schedule are the same at any hour the suite runs; `E2E_NOW` picks another.
 * The browser's clock starts there and then runs on, so countdowns and "newest first" still move.
 */
export const STUDIO_NOW = new Date(process.env.E2E_NOW ?? '2026-11-23T05:00:00.000Z');
if (Number.isNaN(STUDIO_NOW.getTime())) throw new Error(`E2E_NOW is not an instant: ${process.env.E2E_NOW}`);

/** Playwright's `test`, with every page's clock starting at `STUDIO_NOW`. */
export const test = base.extend<{ studioClock: undefined }>({
  studioClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: STUDIO_NOW });
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
