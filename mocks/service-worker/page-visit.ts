import type { Category, Settings } from '@/lib/api/api-types';
import { prerenderedCatalogueIn, sameCatalogue } from '@/prerender/prerendered-catalogue';
import { prerenderedSettingsIn, sameContact, withPrerenderedSettings } from '@/prerender/prerendered-settings';

/** What the backend holds now of what the prerendered pages were drawn with. */
export interface CurrentAnswers {
  categories: Category[];
  settings: Settings;
}

/** Whether a request is a visit of a page of the site: a navigation inside its scope. */
export function isPageVisit(request: Pick<Request, 'mode' | 'method' | 'url'>, scope: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  return new URL(request.url).href.startsWith(scope);
}

/**
 * A visit of a page gets the host's answer. A prerendered page (drawn with the seed's settings, a catalogue page
 * with its categories too) is served while what it shows is still what the backend holds, carrying the settings
 * in force; once the studio's contact facts or its categories have changed (or cannot be read), the visit gets the
 * loading shell, which draws the current ones: a visitor never sees a phone number, a category or a price the
 * studio no longer has. A page without prerendered data (the shell itself, another build's) is passed on.
 */
export async function answerPageVisit(
  request: Request,
  scope: string,
  currentAnswers: () => Promise<CurrentAnswers>,
): Promise<Response> {
  const page = await fetch(request);
  if (!(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
  const html = await page.text();
  // The body is the text as read (decoded, perhaps changed): the host's length and encoding no longer describe it.
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  const answer = (body: BodyInit | null) =>
    new Response(body, { status: page.status, statusText: page.statusText, headers });
  const drawnSettings = prerenderedSettingsIn(html);
  const drawnCatalogue = prerenderedCatalogueIn(html);
  if (!drawnSettings && !drawnCatalogue) return answer(html);
  const current = await currentAnswers().catch(() => undefined);
  const isCurrent =
    current !== undefined &&
    (!drawnSettings || sameContact(drawnSettings.contact, current.settings.contact)) &&
    (!drawnCatalogue || sameCatalogue(drawnCatalogue, current.categories));
  if (isCurrent) return answer(withPrerenderedSettings(html, current.settings));
  const shell = await fetch(new URL('404.html', scope));
  return shell.ok ? answer(shell.body) : shell;
}
