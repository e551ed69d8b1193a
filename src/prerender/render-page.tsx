import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { LoadingShell } from '../components/layouts/loading-shell';
import { routerBasename } from '../lib/config';
import { sessionBeforeHydration } from '../lib/session/session-slice';
import { anyUnknownAddress, htmlFileFor, notFoundSample, prerenderedPages } from './prerendered-pages';

/**
 * The server entry, used only at build time (build-tools/prerender-pages.ts): renders the app's own route
 * tree for an address with React Router's static API, and collects the Emotion styles that HTML needs, as
 * MUI's server-rendering guide does. It renders for a visitor, with every data section in its loading state.
 */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** `<style data-emotion>` tags with exactly the rules that markup uses. */
  styleTags: string;
}

async function renderToStaticHtml(app: ReactNode): Promise<RenderedPage> {
  // The client's default Emotion cache has the key `css` too, so it takes these styles over when it starts.
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
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // Emotion moves server styles it finds unmarked to the end of the head, which makes the browser parse them
  // again; these are in the head already, in order, so they carry the mark it leaves on styles in place.
  return { html, styleTags: styleTags.replace(/<style data-emotion="css /g, '<style data-s="" data-emotion="css ') };
}

async function renderRoutes(routeTree: RouteObject[], path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routeTree, { basename: routerBasename });
  const context = await handler.query(
    new Request(new URL(`${routerBasename}${path.replace(/^\//, '')}`, 'http://prerender.invalid')),
  );
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} while prerendering, not a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticHtml(
    <AppErrorBoundary>
      <AppProviders store={makeStore({ session: sessionBeforeHydration })}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </AppErrorBoundary>,
  );
}

export interface PrerenderedFile extends RenderedPage {
  /** Where it goes in the build, e.g. `category/index.html`. */
  fileName: string;
  /** The address inside the app it was rendered for, so the browser hydrates it only there; none for the shell. */
  hydratesAt?: string;
}

/**
 * Every file the build writes: each public page as the browser's first render draws it for a visitor (so it
 * hydrates), the 404 page, and the loading shell as `404.html`, which static hosts such as GitHub Pages
 * answer for every address without a file (deep links like /payment/12 included).
 */
export async function prerenderFiles(): Promise<PrerenderedFile[]> {
  const pages = await Promise.all(
    prerenderedPages.map(async (page) => ({
      fileName: htmlFileFor(page),
      hydratesAt: page,
      ...(await renderRoutes(routes, page)),
    })),
  );
  const notFound = {
    fileName: 'not-found.html',
    hydratesAt: anyUnknownAddress,
    ...(await renderRoutes(routes, notFoundSample)),
  };
  const shell = {
    fileName: '404.html',
    ...(await renderRoutes([{ path: '*', Component: LoadingShell }], notFoundSample)),
  };
  return [...pages, notFound, shell];
}
