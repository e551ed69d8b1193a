import type { Category } from '@/lib/api/api-types';
import { cataloguePage, prerenderedCatalogueIn, sameCatalogue } from '@/prerender/prerendered-catalogue';

/** Whether a request is a visit of the catalogue page, whose HTML is prerendered with the seed's categories. */
export function isCataloguePageVisit(request: Pick<Request, 'mode' | 'method' | 'url'>, scope: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const page = new URL(cataloguePage.replace(/^\//, ''), scope).pathname;
  return new URL(request.url).pathname.replace(/\/$/, '') === page;
}

/**
 * A visit of the catalogue page gets its prerendered HTML while the backend's catalogue is still the one
 * drawn in it. Once the studio's categories have changed (or cannot be read), it gets the loading shell,
 * which draws the current ones: a visitor never sees a category or a price the studio no longer offers.
 */
export async function answerCataloguePageVisit(
  request: Request,
  scope: string,
  currentCatalogue: () => Promise<Category[]>,
): Promise<Response> {
  const page = await fetch(request);
  if (!page.ok) return page;
  const [html, current] = await Promise.all([page.text(), currentCatalogue().catch(() => undefined)]);
  const drawn = prerenderedCatalogueIn(html);
  if (!drawn || (current && sameCatalogue(drawn, current))) {
    return new Response(html, { status: page.status, statusText: page.statusText, headers: page.headers });
  }
  return fetch(new URL('404.html', scope));
}
