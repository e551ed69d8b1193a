import { describe, expect, it } from 'vitest';
import { earlySubmitGuard } from '../src/prerender/early-input';
import type { Rolldown } from 'vite';
import { answerFallback, fillTemplate, PAGE_END_ID, routeModuleFiles, type PreviewSite } from './prerender-pages';

const template =
  '<html><head><title>t</title><script type="module" crossorigin src="/a.js"></script>\n    <link rel="modulepreload" crossorigin href="/b.js"><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

type Page = Parameters<typeof fillTemplate>[1];

/** The template filled with one page, without styles unless it has some. */
const filled = (page: Omit<Page, 'styleTags'> & Partial<Page>) => fillTemplate(template, { styleTags: '', ...page });

describe('fillTemplate', () => {
  it('puts the styles in the head and the markup in #root, marked with the address it hydrates at', () => {
    const html = filled({
      fileName: 'category.html',
      hydratesAt: '/category',
      html: '<main>Kategori</main>',
      styleTags: '<style data-emotion="css a">.a{}</style>',
    });
    expect(html).toContain('<style data-emotion="css a">.a{}</style></head>');
    expect(html).toContain('<div id="root" data-hydrates-at="/category"><main>Kategori</main></div>');
  });

  it('paints nothing before the whole markup is parsed', () => {
    const html = filled({ fileName: 'login.html', hydratesAt: '/login', html: '<form></form>' });
    expect(html).toContain(`<style>body:not(:has(> #${PAGE_END_ID})) > #root { visibility: hidden }</style>`);
    expect(html).toContain(`<form></form></div><div id="${PAGE_END_ID}" hidden></div></body>`);
  });

  it('guards the forms of a prerendered page, and starts its scripts and their modules after its first frame', () => {
    const html = filled({ fileName: 'index.html', hydratesAt: '/', html: '' });
    expect(html).not.toContain('src="/a.js"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `<script type="module">\n${earlySubmitGuard}\nconst nextTask = () => new Promise((resolve) => {`,
    );
    expect(html).toContain(
      'channel.port2.postMessage(null);\n});\nrequestAnimationFrame(() => setTimeout(async () => {',
    );
    expect(html).toContain('for (const href of ["/a.js","/b.js"]) {');
    expect(html).toContain('import("/a.js");');
  });

  it("fetches the modules of the page's routes with its start, before it runs it, each once", () => {
    const html = fillTemplate(template, { fileName: 'index.html', hydratesAt: '/', html: '', styleTags: '' }, [
      '/home.js',
      '/b.js',
      '/card.js',
    ]);
    expect(html).toContain('for (const href of ["/a.js","/b.js","/home.js","/card.js"]) {');
  });

  it('leaves the loading shell unmarked, so the browser renders over it, with its scripts at once', () => {
    const html = filled({ fileName: '404.html', html: '<header></header>' });
    expect(html).toContain('<div id="root"><header></header></div>');
    expect(html).toContain('<script type="module" crossorigin src="/a.js"></script>');
  });

  it('keeps `$` sequences in the markup as they are', () => {
    const html = filled({ fileName: 'index.html', hydratesAt: '/', html: '<p>Rp $& $1</p>' });
    expect(html).toContain('<p>Rp $& $1</p>');
  });

  it('refuses a template without its slots', () => {
    expect(() => fillTemplate('<div id="root"></div>', { fileName: 'index.html', html: '', styleTags: '' })).toThrow(
      /app-head/,
    );
  });
});

describe('routeModuleFiles', () => {
  const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
    ({ fileName, imports: [], exports: [], isDynamicEntry: false, ...fields }) as Rolldown.OutputChunk;
  const chunks = [
    chunk('assets/home-page.js', { isDynamicEntry: true, exports: ['HomePage'], imports: ['assets/Card.js'] }),
    chunk('assets/Card.js', { imports: ['assets/Paper.js'] }),
    chunk('assets/Paper.js', {}),
    chunk('assets/login-page.js', { isDynamicEntry: true, exports: ['LoginPage'] }),
    chunk('assets/index.js', { exports: ['HomePage'] }),
  ];

  it("finds a route module's chunk by the name it exports its page by, with all it imports", () => {
    expect(routeModuleFiles(['HomePage'], chunks, '/studio/')).toEqual([
      '/studio/assets/home-page.js',
      '/studio/assets/Card.js',
      '/studio/assets/Paper.js',
    ]);
  });

  it('stops the build when no chunk the app loads dynamically exports it', () => {
    expect(() => routeModuleFiles(['GalleryPage'], chunks, '/')).toThrow('exports GalleryPage');
  });
});

describe('answerFallback', () => {
  const site: PreviewSite = {
    base: '/studio/',
    isAppRoute: (pathname) => pathname === '/studio/category',
    hasFolderPage: (pathBelowBase) => pathBelowBase === 'storybook',
  };

  it('leaves the home page as asked', () => {
    expect(answerFallback('/studio/', site)).toEqual({ kind: 'index' });
    expect(answerFallback('/studio/index.html', site)).toEqual({ kind: 'index' });
  });

  it('sends a folder of the build with its own index.html (Storybook) to its address with a trailing slash, as GitHub Pages does', () => {
    expect(answerFallback('/studio/storybook', site)).toEqual({ kind: 'redirect', location: '/studio/storybook/' });
    expect(answerFallback('/studio/storybook?path=/story/pages-categorylistpage--populated', site)).toEqual({
      kind: 'redirect',
      location: '/studio/storybook/?path=/story/pages-categorylistpage--populated',
    });
  });

  it('answers an address the app claims with the shell, and any other with the 404 page', () => {
    expect(answerFallback('/studio/category?tab=1', site)).toEqual({ kind: 'shell' });
    expect(answerFallback('/studio/storybook/tidak-ada', site)).toEqual({ kind: 'not-found' });
    expect(answerFallback('/studio/tidak-ada', site)).toEqual({ kind: 'not-found' });
  });
});
