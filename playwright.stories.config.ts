import { defineConfig } from '@playwright/test';
import { chromiumPath, chromiumSwitches } from './scripts/chromium.mjs';

/**
 * Every story of the built Storybook, run in Chromium (e2e/stories/): `npm run build:demo` puts it in
 * `dist/storybook/`, served here as the demo deploys it, at `<BASE_PATH>storybook/`.
 */
const basePath = process.env.BASE_PATH ?? '/studio/';
/** Not the end-to-end suite's 4174, so both can run at once. */
const port = Number(process.env.STORIES_PORT ?? 4175);

export default defineConfig({
  testDir: './e2e/stories',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/stories' }]],
  outputDir: 'test-results/stories',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}${basePath}storybook/`,
    serviceWorkers: 'allow',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumSwitches },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    env: { BASE_PATH: basePath },
    url: `http://localhost:${port}${basePath}storybook/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
