import createCache, { type EmotionCache } from '@emotion/cache';

/** Names the Emotion ids whose rules a prerendered page's style element holds (src/prerender/render-page.tsx). */
export const prerenderedStylesAttribute = 'data-prerendered-styles';

/** Marks the global styles (baseline, font fallbacks) a prerendered page brings, each in an element of its own. */
export const prerenderedGlobalsAttribute = 'data-prerendered-globals';

/**
 * Whether this page arrived with the app's global styles. Then the app does not render them again: Emotion's
 * `<Global>` re-appends the style element it takes over (or adds a copy), and either makes the browser
 * restyle the whole page as it hydrates.
 */
export function pageHasGlobalStyles(): boolean {
  return document.querySelector(`style[${prerenderedGlobalsAttribute}]`) !== null;
}

/**
 * The browser's Emotion cache. A prerendered page brings the rules its markup uses in one style element that
 * Emotion does not recognise as its own; this cache counts those ids as inserted, so hydrating the page adds
 * none of them again and moves no style element. (Emotion re-appends every style element it takes over, and
 * each move makes the browser restyle and lay out the whole page: one task of about 50 ms on this machine,
 * right when the page is becoming interactive.)
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[${prerenderedStylesAttribute}]`)) {
    const ids = element.getAttribute(prerenderedStylesAttribute)?.split(' ') ?? [];
    for (const id of ids) if (id) cache.inserted[id] = true;
  }
  return cache;
}
