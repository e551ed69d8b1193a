import { describe, expect, it } from 'vitest';
import { fillTemplate } from './prerender-pages';

const template = '<html><head><title>t</title><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" src="/a.js"></script></body></html>';

describe('fillTemplate', () => {
  it('puts the styles in the head and the markup in #root, marked with the address it hydrates at', () => {
    const html = fillTemplate(template, { fileName: 'category.html', hydratesAt: '/category', html: '<main>Kategori</main>', styleTags: '<style data-emotion="css a">.a{}</style>' });
    expect(html).toBe(
      '<html><head><title>t</title><style data-emotion="css a">.a{}</style></head><body><div id="root" data-hydrates-at="/category"><main>Kategori</main></div><script type="module" fetchpriority="low" src="/a.js"></script></body></html>',
    );
  });

  it('fetches the scripts and the modules they preload after what the first paint needs', () => {
    const html = fillTemplate(`<link rel="modulepreload" crossorigin href="/b.js">${template}`, { fileName: 'index.html', hydratesAt: '/', html: '', styleTags: '' });
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/a.js">');
  });

  it('leaves the loading shell unmarked, so the browser renders over it', () => {
    const html = fillTemplate(template, { fileName: '404.html', html: '<header></header>', styleTags: '' });
    expect(html).toContain('<div id="root"><header></header></div>');
  });

  it('keeps `$` sequences in the markup as they are', () => {
    const html = fillTemplate(template, { fileName: 'index.html', hydratesAt: '/', html: '<p>Rp $& $1</p>', styleTags: '' });
    expect(html).toContain('<p>Rp $& $1</p>');
  });

  it('refuses a template without its slots', () => {
    expect(() => fillTemplate('<div id="root"></div>', { fileName: 'index.html', html: '', styleTags: '' })).toThrow(/app-head/);
  });
});
