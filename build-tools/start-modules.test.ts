import type { IndexHtmlTransformContext, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadStartModules } from './start-modules';

function chunk(fileName: string, imports: string[], moduleIds: string[], dynamicImports: string[] = []) {
  return { type: 'chunk', fileName, imports, moduleIds, dynamicImports, code: '' } as unknown as Rolldown.OutputChunk;
}

const entry = chunk('assets/index.js', ['assets/react.js'], ['/app/src/main.tsx'], ['assets/app.js', 'assets/demo.js']);
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/react.js', [], []),
    chunk('assets/app.js', ['assets/mui.js'], ['/app/src/app/app.tsx']),
    chunk('assets/mui.js', [], []),
    chunk('assets/demo.js', [], ['/app/src/demo/demo-panel.tsx']),
  ].map((output) => [output.fileName, output]),
) as unknown as Rolldown.OutputBundle;

function transform(path: string): string {
  const plugin = preloadStartModules('/index.html', ['/src/app/app.tsx']);
  const configResolved = plugin.configResolved as (config: { base: string }) => void;
  configResolved({ base: '/studio/' });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => string;
  };
  return hook.handler('<head></head>', { path, bundle, chunk: entry });
}

describe('preloadStartModules', () => {
  it("preloads the app's start modules and what they import, not its other lazy chunks", () => {
    const html = transform('/index.html');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/studio/assets/app.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/studio/assets/mui.js">');
    expect(html).not.toContain('demo.js');
    expect(html).not.toContain('react.js');
  });

  it('leaves the pages of other builds made with the same configuration (Storybook) alone', () => {
    expect(transform('/iframe.html')).toBe('<head></head>');
  });
});
