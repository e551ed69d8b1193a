/**
 * Data a prerendered page carries in its head, as JSON in a `<script type="application/json">` of a known id: the
 * app hydrates with it, and the site's service worker reads it (and may put the current data in its place) before
 * it serves the page.
 */
const scriptPattern = (id: string) => new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`);

/** The element that carries `value` in the page, safe inside HTML (no `<` survives in it). */
export function dataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The data a page's HTML carries under `id`, if it carries some. */
export function dataIn<T>(html: string, id: string): T | undefined {
  const json = scriptPattern(id).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as T);
}

/** The page's HTML with `value` in place of the data it carries under `id` (unchanged if it carries none). */
export function withDataIn(html: string, id: string, value: unknown): string {
  return html.replace(scriptPattern(id), () => dataScript(id, value));
}

/** The data this page carries under `id`, read from its document before it hydrates. */
export function dataOf<T>(document: Document, id: string): T | undefined {
  const json = document.getElementById(id)?.textContent;
  return json ? (JSON.parse(json) as T) : undefined;
}
