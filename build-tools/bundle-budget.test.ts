import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { measureInitialBundle, type BundleBudgetOptions } from './bundle-budget';

const options: BundleBudgetOptions = {
  entry: '/index.html',
  startModules: [],
  firstPage: '/src/home-page.tsx',
  maxInitialGzipBytes: 150 * 1024,
  forbiddenInPage: [{ pattern: /\/node_modules\/msw\//, name: 'MSW' }],
};

function chunk(
  fileName: string,
  facade: string | null,
  imports: string[],
  moduleIds: string[] = [],
  dynamicImports: string[] = [],
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    dynamicImports,
    moduleIds,
    code: `export const name = ${JSON.stringify(fileName)};`,
  } as Rolldown.OutputChunk;
}

describe('measureInitialBundle', () => {
  it('counts the entry and what it imports statically, and reports the first page apart', () => {
    const measured = measureInitialBundle(
      [
        chunk('index.js', '/app/index.html', ['react.js']),
        chunk('react.js', null, []),
        chunk('home.js', '/app/src/home-page.tsx', ['react.js', 'carousel.js']),
        chunk('carousel.js', null, []),
      ],
      options,
    );
    expect(measured?.files.map((file) => file.fileName)).toEqual(['index.js', 'react.js']);
    expect(measured?.firstPageFiles.map((file) => file.fileName)).toEqual(['home.js', 'carousel.js']);
    expect(measured?.gzipBytes).toBe(measured?.files.reduce((total, file) => total + file.gzipBytes, 0));
    expect(measured?.forbidden).toEqual([]);
  });

  it('counts the modules the app starts in steps, and what they import, but not the other lazy chunks', () => {
    const chunks = [
      chunk('index.js', '/app/index.html', ['react.js'], [], ['app.js', 'backend.js']),
      chunk('react.js', null, []),
      chunk('app.js', null, ['mui.js'], ['/app/src/app.tsx', '/app/src/router.tsx']),
      chunk('mui.js', null, []),
      chunk('backend.js', '/app/src/start-backend.ts', []),
      chunk('home.js', '/app/src/home-page.tsx', ['mui.js']),
    ];
    const measured = measureInitialBundle(chunks, { ...options, startModules: ['/src/app.tsx', '/src/router.tsx'] });
    expect(measured?.files.map((file) => file.fileName)).toEqual(['index.js', 'react.js', 'app.js', 'mui.js']);
    expect(measured?.firstPageFiles.map((file) => file.fileName)).toEqual(['home.js']);
    expect(() => measureInitialBundle(chunks, { ...options, startModules: ['/src/theme.ts'] })).toThrow(
      'the entry imports no chunk holding /src/theme.ts',
    );
  });

  it('names a forbidden module that an initial chunk holds', () => {
    const measured = measureInitialBundle(
      [
        chunk('index.js', '/app/index.html', ['vendor.js']),
        chunk('vendor.js', null, [], ['/app/node_modules/msw/lib/core/index.mjs']),
        chunk('home.js', '/app/src/home-page.tsx', []),
      ],
      options,
    );
    expect(measured?.forbidden).toEqual([
      { fileName: 'vendor.js', module: '/app/node_modules/msw/lib/core/index.mjs', name: 'MSW' },
    ]);
  });

  it('names a forbidden module in a chunk the page loads only later, by a lazy import', () => {
    const measured = measureInitialBundle(
      [
        chunk('index.js', '/app/index.html', []),
        chunk('home.js', '/app/src/home-page.tsx', []),
        chunk('backend.js', '/app/src/start-backend.ts', [], ['/app/node_modules/msw/lib/browser.mjs']),
      ],
      options,
    );
    expect(measured?.forbidden).toEqual([
      { fileName: 'backend.js', module: '/app/node_modules/msw/lib/browser.mjs', name: 'MSW' },
    ]);
  });

  it('measures nothing without the app entry (Storybook), and fails without the first page', () => {
    expect(measureInitialBundle([chunk('iframe.js', '/app/iframe.html', [])], options)).toBeUndefined();
    expect(() => measureInitialBundle([chunk('index.js', '/app/index.html', [])], options)).toThrow(
      'no chunk is built for /src/home-page.tsx',
    );
  });
});
