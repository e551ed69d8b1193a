import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumSwitches } from './scripts/chromium.mjs';

/** The sub-path the production build was made for: build with the same BASE_PATH first. */
const basePath = process.env.BASE_PATH ?? '/studio/';
/**
 * Traces record a snapshot of the page at every action: they doubled the suite's time on 2 cores (351 s
 * against 191 s). A failure keeps its screenshot and its page snapshot; `E2E_TRACE=retain-on-failure`
 * records traces too.
 */
const trace =
  process.env.E2E_TRACE === 'retain-on-failure' || process.env.E2E_TRACE === 'on' ? process.env.E2E_TRACE : 'off';
/** Not 4173, so a `npm run preview` left running (perhaps of another build) is never mistaken for this one. */
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: './e2e',
  // The app built for a real API has a suite and a server of its own: playwright.real-api.config.ts; so do
  // the stories of the built Storybook: playwright.stories.config.ts.
  testIgnore: ['real-api/**', 'stories/**'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}${basePath}`,
    serviceWorkers: 'allow',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumSwitches },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    env: { BASE_PATH: basePath },
    url: `http://localhost:${port}${basePath}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
