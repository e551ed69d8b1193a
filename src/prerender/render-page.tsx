import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore, type AppStore } from '../app/redux-store';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { LoadingShell } from '../components/layouts/loading-shell';
import { categoriesAnswered } from '@/lib/api/endpoints/catalogue';
import { settingsAnswered } from '@/lib/api/endpoints/settings';
import { routerBasename, usesEmulatedBackend } from '../lib/config';
import { signInBeforeHydration } from '../lib/sign-in/sign-in-slice';
import { loadStudioGlobalStyles } from '../theme/global-styles';
import { prerenderedGlobalsAttribute, prerenderedStylesAttribute } from '../theme/prerendered-styles';
import { appRoutes } from '../lib/app-routes';
import { catalogueAddress, prerenderedCatalogueScript } from './prerendered-catalogue';
import { anyUnknownAddress, htmlFileFor, notFoundSample, prerenderedPages } from './prerendered-pages';
import { prerenderedSettingsScript } from './prerendered-settings';
import { seedAnswers, type SeedAnswers } from './seed-answers';

/**
 * The server entry, used only at build time (build-tools/prerender-pages.ts): renders the app's own route
 * tree for an address with React Router's static API, and collects the Emotion styles that HTML needs, as
 * MUI's server-rendering guide does. It renders for a visitor, with every data section in its loading state
 * but the catalogue's, which shows the categories of the emulated backend's seed (see prerendered-catalogue.ts)
 * unless the build talks to a real API.
 */
interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The style elements with exactly the rules that markup uses. */
  styleTags: string;
}

async function renderToStaticHtml(app: ReactNode): Promise<RenderedPage> {
  // The browser's cache (theme/prerendered-styles.ts) has the key `css` too, so the class names are the same.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>{app}</CacheProvider>
    </StrictMode>,
    // Every boundary in place, however large: React would otherwise send a big page after a fallback and
    // reveal it with an inline script, after the first paint.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const chunks = emotion.extractCriticalToChunks(html).styles;
  return { html, styleTags: prerenderedStyleTags([...chunks, composedLayersOf(cache, chunks)]) };
}

/**
 * The rules Emotion computed while rendering that no element's class names: the layers a styled component
 * hands to the one it wraps (MUI's IconButton styles, given to ButtonBase, which merges them with its own into
 * the class the element gets). Emotion inserts every layer in the browser too, as it hydrates, and each rule
 * inserted then makes the browser restyle the whole page: the page brings them, and the browser's cache
 * counts them as inserted.
 */
function composedLayersOf(cache: EmotionCache, chunks: EmotionChunk[]): EmotionChunk {
  const extracted = new Set(chunks.flatMap((chunk) => chunk.ids));
  const layers = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !extracted.has(entry[0]),
  );
  return { key: cache.key, ids: layers.map(([id]) => id), css: layers.map(([, css]) => css).join('') };
}

type EmotionChunk = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>['styles'][number];

/**
 * The page's styles as the browser takes them over without moving any (src/theme/prerendered-styles.ts): the
 * rules of its class names and keyframes in one element, named by their ids, which the browser's cache counts
 * as inserted; and each global style (baseline, font fallbacks) in an element of its own, which tells the app
 * not to render those again.
 */
function prerenderedStyleTags(chunks: EmotionChunk[]): string {
  const isRule = (chunk: EmotionChunk) => chunk.key === 'css' || chunk.ids.every((id) => id.startsWith('animation-'));
  const rules = chunks.filter(isRule);
  const globals = chunks.filter((chunk) => !isRule(chunk));
  const ids = rules.flatMap((chunk) => chunk.ids).join(' ');
  return [
    ...globals.map((chunk) => `<style ${prerenderedGlobalsAttribute}="${chunk.ids.join(' ')}">${chunk.css}</style>`),
    `<style ${prerenderedStylesAttribute}="${ids}">${rules.map((chunk) => chunk.css).join('')}</style>`,
  ].join('');
}

async function renderRoutes(
  routeTree: RouteObject[],
  path: string,
  store: AppStore = makeStore({ signIn: signInBeforeHydration }),
): Promise<RenderedPage> {
  const handler = createStaticHandler(routeTree, { basename: routerBasename });
  const context = await handler.query(
    new Request(new URL(`${routerBasename}${path.replace(/^\//, '')}`, 'http://prerender.invalid')),
  );
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} while prerendering, not a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticHtml(
    <AppErrorBoundary>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </AppErrorBoundary>,
  );
}

/**
 * The names the modules of a page's routes export their components by (`HomePage`): the build finds their chunks
 * by them, and the page fetches those with its start rather than when the app loads its routes. Each route module
 * exports its page as a named function (router.tsx), whose name the server build keeps.
 */
async function routeModulesOf(page: string): Promise<string[]> {
  const matches = matchRoutes(routes, page) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => (typeof route.lazy === 'function' ? await route.lazy() : undefined)),
  );
  return loaded.flatMap((module) => {
    const name = module?.Component?.name;
    if (module && !name) throw new Error(`prerender: a route module of ${page} exports an unnamed component.`);
    return name ? [name] : [];
  });
}

export interface PrerenderedFile extends RenderedPage {
  /** Where it goes in the build, e.g. `category/index.html`. */
  fileName: string;
  /** The address inside the app it was rendered for, so the browser hydrates it only there; none for the shell. */
  hydratesAt?: string;
  /** The data the page was rendered with, as elements for its head (the settings; a catalogue page's categories). */
  dataTag?: string;
  /** The names its routes' modules export their pages by, to fetch their chunks with the page's start. */
  routeModules?: string[];
}

/**
 * A page drawn with the seed's answers, and the data it was drawn with for its head: the settings on every page
 * (the footer shows the contact facts), the categories on a catalogue page (the list, or a category's page).
 */
async function renderWithSeed(seed: SeedAnswers, page: string): Promise<RenderedPage & { dataTag: string }> {
  const store = makeStore({ signIn: signInBeforeHydration });
  store.dispatch(settingsAnswered(seed.settings));
  const settingsTag = prerenderedSettingsScript(seed.settings);
  if (!catalogueAddress(page)) return { ...(await renderRoutes(routes, page, store)), dataTag: settingsTag };
  store.dispatch(categoriesAnswered(seed.categories));
  return {
    ...(await renderRoutes(routes, page, store)),
    dataTag: prerenderedCatalogueScript(seed.categories) + settingsTag,
  };
}

/** A page drawn with the seed's answers when the emulated backend gives them, else with its data loading. */
const renderPage = (seed: SeedAnswers | undefined, page: string) =>
  seed ? renderWithSeed(seed, page) : renderRoutes(routes, page);

/**
 * Every file the build writes: each public page as the browser's first render draws it for a visitor (so it
 * hydrates), the 404 page, and the loading shell as `404.html`, which static hosts such as GitHub Pages
 * answer for every address without a file (deep links like /payment/12 included).
 */
export async function prerenderFiles(): Promise<PrerenderedFile[]> {
  // Loaded before any render, the global styles render at once: into the page's head, not behind a boundary.
  await loadStudioGlobalStyles();
  // A real API's catalogue and settings are its own: the page then renders them loading, like every other data.
  const seed = usesEmulatedBackend ? await seedAnswers(import.meta.env.BASE_URL) : undefined;
  // Each of the seed's categories has its page too (a link shared to a category is where many visits begin).
  const categoryPages = seed?.categories.map((category) => appRoutes.categoryDetail.to(category.id)) ?? [];
  const pages = await Promise.all(
    [...prerenderedPages, ...categoryPages].map(async (page) => ({
      fileName: htmlFileFor(page),
      hydratesAt: page,
      routeModules: await routeModulesOf(page),
      ...(await renderPage(seed, page)),
    })),
  );
  const notFound = {
    fileName: 'not-found.html',
    hydratesAt: anyUnknownAddress,
    ...(await renderPage(seed, notFoundSample)),
  };
  const shell = {
    fileName: '404.html',
    ...(await renderRoutes([{ path: '*', Component: LoadingShell }], notFoundSample)),
  };
  return [...pages, notFound, shell];
}
