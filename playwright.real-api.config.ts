import { defineConfig, devices } from '@playwright/test';
import demoConfig from './playwright.config';

/**
 * The app built for a real API (`npm run build:real-api`: VITE_API_URL set, into dist-real-api/) against
 * `npm run api`, which the suite starts itself (e2e/real-api/support/real-api.ts) so it can restart it. The
 * app is served from its own origin, the API from another: every call crosses origins, as with a real API.
 * One worker: the build knows one API, whose data the journeys share.
 */
const basePath = process.env.BASE_PATH ?? '/studio/';
const port = Number(process.env.E2E_REAL_API_APP_PORT ?? 4175);

export default defineConfig({
  ...demoConfig,
  testDir: './e2e/real-api',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  use: { ...demoConfig.use, baseURL: `http://localhost:${port}${basePath}` },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx vite preview --outDir dist-real-api --port ${port} --strictPort`,
    env: { BASE_PATH: basePath },
    url: `http://localhost:${port}${basePath}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
