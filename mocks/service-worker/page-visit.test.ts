import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, Settings } from '@/lib/api/api-types';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { prerenderedCatalogueScript } from '@/prerender/prerendered-catalogue';
import { prerenderedSettingsIn, prerenderedSettingsScript } from '@/prerender/prerendered-settings';
import { answerPageVisit, isPageVisit, type CurrentAnswers } from './page-visit';

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
const seedSettings: Settings = { ...DEFAULT_SETTINGS, updatedAt: '2026-09-24T00:00:00.000Z' };
const seed: CurrentAnswers = { categories: [family], settings: seedSettings };
const head = prerenderedCatalogueScript([family]) + prerenderedSettingsScript(seedSettings);
const cataloguePage = `<html><head>${head}</head><body>Foto Keluarga</body></html>`;
const contactPage = `<html><head>${prerenderedSettingsScript(seedSettings)}</head><body>Hubungi Kami</body></html>`;
const loadingShell = '<html><body><div role="status"></div></body></html>';
const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { ...init, headers: { 'Content-Type': 'text/html', 'Content-Length': String(body.length) } });

/** The static host: prerendered pages at /studio/category and /studio/contact, the loading shell at /studio/404.html. */
function serveSite(pages: Record<string, () => Response>) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (input: Request | URL) => {
    const url = input instanceof Request ? input.url : input.href;
    fetched.push(url);
    return Promise.resolve(pages[url]?.() ?? new Response('', { status: 404 }));
  });
  return fetched;
}

const visit = (page = 'category') => new Request(`${scope}${page}`);
const site = () => ({
  [`${scope}category`]: () => html(cataloguePage),
  [`${scope}contact`]: () => html(contactPage),
  [`${scope}halaman-lain`]: () => html(contactPage, { status: 404 }),
  [`${scope}404.html`]: () => html(loadingShell),
});
const holding = (answers: Partial<CurrentAnswers>) => () => Promise.resolve({ ...seed, ...answers });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a visit of a page, answered by the service worker', () => {
  it('is a navigation inside the scope', () => {
    const navigation = (url: string, method = 'GET') => ({ mode: 'navigate' as const, method, url });
    expect(isPageVisit(navigation(`${scope}category`), scope)).toBe(true);
    expect(isPageVisit(navigation(`${scope}category/?demo=admin`), scope)).toBe(true);
    expect(isPageVisit(navigation(`${scope}contact`), scope)).toBe(true);
    expect(isPageVisit(navigation(scope), scope)).toBe(true);
    expect(isPageVisit(navigation('https://studio.example/category'), scope)).toBe(false);
    expect(isPageVisit(navigation(`${scope}category`, 'POST'), scope)).toBe(false);
    expect(isPageVisit({ mode: 'cors', method: 'GET', url: `${scope}category` }, scope)).toBe(false);
  });

  it('gets the prerendered page while what it shows is what the backend holds, whatever the clock', async () => {
    serveSite(site());
    const moved = { ...family, createdAt: '2026-12-24T00:00:00.000Z' };
    const answer = await answerPageVisit(visit(), scope, holding({ categories: [moved] }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/html');
    expect(await answer.text()).toBe(cataloguePage);
  });

  it('carries the settings in force, its length no longer the host’s, when what changed is not shown', async () => {
    serveSite(site());
    const settings = { ...seedSettings, booking: { ...seedSettings.booking, holdHours: 12 }, updatedAt: 'later' };
    const answer = await answerPageVisit(visit('contact'), scope, holding({ settings }));
    expect(answer.headers.get('Content-Length')).toBeNull();
    const page = await answer.text();
    expect(prerenderedSettingsIn(page)).toEqual(settings);
    expect(page).toContain('<body>Hubungi Kami</body>');
  });

  it('gets the loading shell once the contact facts or the catalogue have changed, with the page’s status', async () => {
    const fetched = serveSite(site());
    const moved = { ...seedSettings, contact: { ...seedSettings.contact, phone: '+62 811-0000-0000' } };
    const contact = await answerPageVisit(visit('contact'), scope, holding({ settings: moved }));
    expect(await contact.text()).toBe(loadingShell);
    expect(fetched).toEqual([`${scope}contact`, `${scope}404.html`]);
    const unknown = await answerPageVisit(visit('halaman-lain'), scope, holding({ settings: moved }));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(loadingShell);
    const renamed = { ...family, name: 'Keluarga Besar' };
    const catalogue = await answerPageVisit(visit(), scope, holding({ categories: [renamed] }));
    expect(await catalogue.text()).toBe(loadingShell);
  });

  it('gets the loading shell when the backend cannot be read', async () => {
    serveSite(site());
    const answer = await answerPageVisit(visit(), scope, () => Promise.reject(new Error('stopped')));
    expect(await answer.text()).toBe(loadingShell);
  });

  it("passes the host's answer on when it is not a page with prerendered data", async () => {
    serveSite({ [`${scope}category`]: () => new Response('offline', { status: 503 }) });
    const failed = await answerPageVisit(visit(), scope, holding({}));
    expect(failed.status).toBe(503);
    serveSite({ [`${scope}category`]: () => html('<html>another build</html>') });
    const plain = await answerPageVisit(visit(), scope, holding({}));
    expect(await plain.text()).toBe('<html>another build</html>');
  });
});
