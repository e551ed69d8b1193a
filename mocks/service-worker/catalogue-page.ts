import type { Category } from '@/lib/api/api-types';
import { appPathOf } from '@/lib/app-routes';
import { catalogueAddress, prerenderedCatalogueIn, sameCatalogue } from '@/prerender/prerendered-catalogue';

/**
 * Whether a request is a visit of a catalogue page (the list of categories, or a category's page), whose HTML is
 * prerendered with the seed's categories.
 */
export function isCataloguePageVisit(request: Pick<Request, 'mode' | 'method' | 'url'>, scope: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const { pathname } = new URL(request.url);
  const base = new URL(scope).pathname;
  return pathname.startsWith(base) && catalogueAddress(appPathOf(pathname, base)) !== undefined;
}

/**
 * A visit of a catalogue page gets its prerendered HTML while the backend's catalogue is still the one drawn in
 * it. Once the studio's categories have changed (or cannot be read), it gets the loading shell, which draws the
 * current ones: a visitor never sees a category or a price the studio no longer offers. A category made after the
 * build has no page of its own: the host's answer (the shell, for a static host) is passed on.
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
