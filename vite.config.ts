import { copyFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

function normaliseBase(path: string | undefined): string {
  if (!path) return '/';
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** Static hosts such as GitHub Pages answer unknown paths with 404.html: serve the app there too. */
function spaFallbackPage(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spa-fallback-page',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await copyFile(resolve(outDir, 'index.html'), resolve(outDir, '404.html'));
    },
  };
}

/** The instant every test runs at (Monday 23 November 2026, 12:00 in Jakarta); `TEST_NOW` picks another. */
function testNow(): string {
  const chosen = process.env.TEST_NOW ?? '2026-11-23T05:00:00.000Z';
  const instant = new Date(chosen);
  if (Number.isNaN(instant.getTime())) throw new Error(`TEST_NOW is not an instant: ${chosen}`);
  return instant.toISOString();
}

/** Story files run their play functions with Storybook's own bundled copy of user-event. */
const STORY_TESTS = 'src/**/stories.test.tsx';

/**
 * What renders runs in jsdom. Files of a project share one worker's modules (no isolation): the whole
 * suite took 258 s with isolated files and 153 s without, and every test still starts from a reset
 * backend, an empty localStorage and an unmounted screen (`src/test/setup.ts`). Stories are a project of their own because two copies of user-event on
 * one document wrap each other's value interceptors and React stops seeing typed text.
 */
const renderingTests: TestProjectInlineConfiguration['test'] = {
  isolate: false,
  environment: 'jsdom',
  setupFiles: ['./src/test/fixed-clock.ts', './src/test/setup.ts'],
  css: false,
  testTimeout: 20_000,
};

export default defineConfig({
  base: normaliseBase(process.env.BASE_PATH),
  plugins: [react(), spaFallbackPage()],
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    provide: { testNow: testNow() },
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['mocks/**/*.test.ts'],
          setupFiles: ['./src/test/fixed-clock.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'ui', ...renderingTests, include: ['src/**/*.test.{ts,tsx}'], exclude: [STORY_TESTS] },
      },
      {
        extends: true,
        test: { name: 'stories', ...renderingTests, include: [STORY_TESTS] },
      },
    ],
  },
});
