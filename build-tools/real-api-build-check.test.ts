import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { forbiddenModulesIn, forbiddenOutputIn } from './real-api-build-check';

type Chunks = Parameters<typeof forbiddenModulesIn>[0];

const rendered = (renderedLength: number) => ({ renderedLength }) as Rolldown.RenderedModule;

describe('forbiddenModulesIn', () => {
  const forbidden = [
    { pattern: /\/mocks\//, name: 'The emulated backend' },
    { pattern: /\/src\/content\/demo-accounts\.ts$/, name: 'The demo accounts' },
  ];

  it('names each forbidden module a chunk renders, with the chunk', () => {
    const chunks: Chunks = [
      { fileName: 'assets/app.js', modules: { '/app/src/app.tsx': rendered(900) } },
      {
        fileName: 'assets/login-page.js',
        modules: { '/app/src/content/demo-accounts.ts': rendered(240), '/app/mocks/db/seed.ts': rendered(80) },
      },
    ];
    expect(forbiddenModulesIn(chunks, forbidden)).toEqual([
      'The demo accounts: /app/src/content/demo-accounts.ts is in assets/login-page.js',
      'The emulated backend: /app/mocks/db/seed.ts is in assets/login-page.js',
    ]);
  });

  it('passes a module imported but shaken off entirely: none of its code is shipped', () => {
    const chunks = [
      { fileName: 'assets/login-page.js', modules: { '/app/src/content/demo-accounts.ts': rendered(0) } },
    ];
    expect(forbiddenModulesIn(chunks, forbidden)).toEqual([]);
  });
});

describe('forbiddenOutputIn', () => {
  const rules = {
    forbiddenFiles: [{ fileName: 'sw.js', name: "The emulated backend's service worker" }],
    forbiddenText: [
      { text: 'pelanggan@studio.test', name: 'A demo account' },
      { text: 'pelanggan123', name: "A demo account's password" },
    ],
  };

  it('passes a build that emits none of it', () => {
    const files = [
      { fileName: 'index.html', text: '<title>Studio Senja</title>' },
      { fileName: 'assets/login-page.js', text: 'export const login = () => fetch(url);' },
    ];
    expect(forbiddenOutputIn(files, rules)).toEqual([]);
  });

  it('names a forbidden file by its path below the output folder, and not a file of that name elsewhere', () => {
    const files = [
      { fileName: 'sw.js', text: 'self.addEventListener("fetch", answer);' },
      { fileName: 'storybook/sw.js', text: '' },
    ];
    expect(forbiddenOutputIn(files, rules)).toEqual(["The emulated backend's service worker: sw.js is emitted"]);
  });

  it('names every file holding a demo account, whether a chunk or a prerendered page', () => {
    const files = [
      { fileName: 'assets/login-page.js', text: 'const a={email:`pelanggan@studio.test`,password:`pelanggan123`}' },
      { fileName: 'login.html', text: '<p>pelanggan@studio.test</p>' },
    ];
    expect(forbiddenOutputIn(files, rules)).toEqual([
      'A demo account: assets/login-page.js contains "pelanggan@studio.test"',
      'A demo account\'s password: assets/login-page.js contains "pelanggan123"',
      'A demo account: login.html contains "pelanggan@studio.test"',
    ]);
  });
});
