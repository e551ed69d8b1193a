import { copyFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  base: normaliseBase(process.env.BASE_PATH),
  plugins: [react(), spaFallbackPage()],
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    css: false,
    testTimeout: 20_000,
    pool: 'threads',
  },
});
