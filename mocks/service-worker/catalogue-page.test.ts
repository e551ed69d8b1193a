import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@/lib/api/api-types';
import { prerenderedCatalogueScript } from '@/prerender/prerendered-catalogue';
import { answerCataloguePageVisit, isCataloguePageVisit } from './catalogue-page';

const scope = 'https://studio.example/studio/';
const family: Category = {
  id: 1,
  name: 'Foto Keluarga',
  images: ['/studio/images/family-1.svg'],
  createdAt: '2026-08-24T00:00:00.000Z',
  category_packages: [
    { id: 1, name: 'Keluarga Kecil', price: 350_000, description: 'Sesi foto 20 menit', editedQuota: 10 },
  ],
};
const cataloguePage = `<html><head>${prerenderedCatalogueScript([family])}</head><body>Foto Keluarga</body></html>`;
const loadingShell = '<html><body><div role="status"></div></body></html>';

/** The static host: the prerendered page at /studio/category, the loading shell at /studio/404.html. */
function serveSite(pages: Record<string, Response>) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (input: Request | URL) => {
    const url = input instanceof Request ? input.url : input.href;
    fetched.push(url);
    return Promise.resolve(pages[url] ?? new Response('', { status: 404 }));
  });
  return fetched;
}

const visit = () => new Request(`${scope}category`);
const site = () => ({
  [`${scope}category`]: new Response(cataloguePage, { headers: { 'Content-Type': 'text/html' } }),
  [`${scope}404.html`]: new Response(loadingShell, { headers: { 'Content-Type': 'text/html' } }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a visit of a catalogue page, answered by the service worker', () => {
  it('is a navigation to the list or a category’s page, with or without a trailing slash', () => {
    const navigation = (url: string, method = 'GET') => ({ mode: 'navigate' as const, method, url });
    expect(isCataloguePageVisit(navigation(`${scope}category`), scope)).toBe(true);
    expect(isCataloguePageVisit(navigation(`${scope}category/?demo=admin`), scope)).toBe(true);
    expect(isCataloguePageVisit(navigation(`${scope}category/1`), scope)).toBe(true);
    expect(isCataloguePageVisit(navigation(`${scope}category/12/`), scope)).toBe(true);
    expect(isCataloguePageVisit(navigation(`${scope}category/baru`), scope)).toBe(false);
    expect(isCataloguePageVisit(navigation(`${scope}category/1/edit`), scope)).toBe(false);
    expect(isCataloguePageVisit(navigation(`${scope}dashboard/categories/1`), scope)).toBe(false);
    expect(isCataloguePageVisit(navigation('https://studio.example/category'), scope)).toBe(false);
    expect(isCataloguePageVisit(navigation(`${scope}category`, 'POST'), scope)).toBe(false);
    expect(isCataloguePageVisit({ mode: 'cors', method: 'GET', url: `${scope}category` }, scope)).toBe(false);
  });

  it('gets the prerendered page while the catalogue is the one drawn in it, whatever the clock', async () => {
    serveSite(site());
    const moved = { ...family, createdAt: '2026-12-24T00:00:00.000Z' };
    const answer = await answerCataloguePageVisit(visit(), scope, () => Promise.resolve([moved]));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/html');
    expect(await answer.text()).toBe(cataloguePage);
  });

  it('gets the loading shell once the catalogue has changed', async () => {
    const fetched = serveSite(site());
    const renamed = { ...family, name: 'Keluarga Besar' };
    const answer = await answerCataloguePageVisit(visit(), scope, () => Promise.resolve([renamed]));
    expect(await answer.text()).toBe(loadingShell);
    expect(fetched).toEqual([`${scope}category`, `${scope}404.html`]);
  });

  it('gets the loading shell when the catalogue cannot be read', async () => {
    serveSite(site());
    const answer = await answerCataloguePageVisit(visit(), scope, () => Promise.reject(new Error('stopped')));
    expect(await answer.text()).toBe(loadingShell);
  });

  it("passes the host's answer on when it is not a page with a catalogue", async () => {
    serveSite({ [`${scope}category`]: new Response('offline', { status: 503 }) });
    const failed = await answerCataloguePageVisit(visit(), scope, () => Promise.resolve([family]));
    expect(failed.status).toBe(503);
    serveSite({ [`${scope}category`]: new Response('<html>another build</html>') });
    const plain = await answerCataloguePageVisit(visit(), scope, () => Promise.resolve([]));
    expect(await plain.text()).toBe('<html>another build</html>');
  });
});
