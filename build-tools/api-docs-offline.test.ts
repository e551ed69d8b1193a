import { describe, expect, it } from 'vitest';
import { offlineApiDocs } from './api-docs-offline';

const SVG_DATA = 'data:image/svg+xml,';

/** Redoc's badge as its bundle writes it: the logo's address in a template literal. */
const badge = (logo: string) => 'jsx(`img`,{alt:`redocly logo`,src:`' + logo + '`})';
const FULL = badge('https://cdn.redoc.ly/redoc/logo-mini-full.svg');
const MINI = badge('https://cdn.redoc.ly/redoc/logo-mini.svg');

describe('offlineApiDocs', () => {
  it('swaps both of Redoc’s remote logos for inline SVGs of its name', () => {
    const page = offlineApiDocs(`${FULL};${MINI}`);

    expect(page).not.toContain('https://');
    const logos = page
      .split('`')
      .filter((part) => part.startsWith(SVG_DATA))
      .map((part) => decodeURIComponent(part.slice(SVG_DATA.length)));
    expect(logos).toEqual([expect.stringContaining('>Redocly</text>'), expect.stringContaining('>R</text>')]);
  });

  it('keeps the characters that would end the template literal the address sits in out of it', () => {
    const page = offlineApiDocs(FULL);

    expect(page.split('`')).toHaveLength(FULL.split('`').length);
    expect(page).not.toContain('${');
  });

  it('refuses a page that still names another address on Redoc’s CDN', () => {
    expect(() => offlineApiDocs(badge('https://cdn.redoc.ly/redoc/logo-2027.svg'))).toThrow(
      'The API reference still loads https://cdn.redoc.ly/redoc/logo-2027.svg: add it to build-tools/api-docs-offline.ts.',
    );
  });

  it('leaves a page without Redoc’s logo as it was', () => {
    expect(offlineApiDocs('<p>API docs by</p>')).toBe('<p>API docs by</p>');
  });
});
