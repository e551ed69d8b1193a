import { startTransition, StrictMode } from 'react';
import type { PrerenderedData } from './app/app';
import type { AppStore } from './app/redux-store';
import type { LiveChange } from './lib/api/api-types';
import { markBackendFailed, markBackendReady } from './lib/api/backend-ready';
import { appPathOf } from './lib/app-routes';
import { routerBasename } from './lib/config';
import { showToast } from './lib/toast';
import { whenLoadedAndIdle } from './lib/when-idle';
import { APP_STARTING } from './prerender/early-input';
import { catalogueAddress, prerenderedCatalogueOf } from './prerender/prerendered-catalogue';
import { isPrerenderedFor } from './prerender/prerendered-pages';
import { prerenderedSettingsOf } from './prerender/prerendered-settings';

/** Asks for a reload once this tab can no longer use the emulated backend (e.g. a newer version opened in another tab). */
async function showReloadNotice(message: string): Promise<void> {
  const notice = await import('./demo/reload-notice');
  notice.showReloadNotice(message);
}

/**
 * The emulated backend is the site's service worker, started after the app has painted, never in front of
 * it: calls wait for it, the shell does not. The page itself loads none of it.
 */
async function startEmulatedBackend(): Promise<void> {
  // Both rooms' code loads at once: the demo room waits for the backend, not for its own code.
  const [{ startServiceWorkerBackend }, { startDemoRoom }] = await Promise.all([
    import('./backend-host/start-service-worker-backend'),
    import('./demo/start-demo-room'),
  ]);
  await startServiceWorkerBackend({
    onNotice: (message) => showToast(message, 'info'),
    onStopped: (message) => void showReloadNotice(message),
    onChanges: (changes) => void followChanges(changes),
  });
  // Demo mode comes with the emulated backend: calls go out now, and their answers reach the app once it
  // follows the backend's clock, read meanwhile.
  const clockFollowed = startDemoRoom();
  markBackendReady(clockFollowed);
  await clockFollowed;
}

/**
 * A real-API build retires the demo's service worker a demo deploy may have left on this origin, before any
 * call: calls to the API under the base path would reach it. Where it cannot tell, it lets the calls go.
 */
async function retireEmulatedBackend(): Promise<boolean> {
  try {
    const { retireServiceWorkerBackend } = await import('./backend-host/retire-service-worker-backend');
    return await retireServiceWorkerBackend(import.meta.env.BASE_URL);
  } catch {
    return false;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * Lets the browser take its turn (input, painting) before the next step: a message to the page itself, which the
 * browser does not hold back as it holds a timer set from a timer (4 ms from the fifth on). Written here, not
 * imported: the real-API build's start imports nothing else of `lib/when-idle.ts`, whose chunk would join it.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The app's modules run in several tasks instead of one: React DOM; then MUI and Emotion; the theme; then the
 * app (RTK Query, the router, the shells). The browser takes its turn between them, so none blocks input
 * for long while a phone starts the app. Their files are fetched together beforehand (see the prerender).
 */
async function loadAppInSteps() {
  const reactDom = await import('react-dom/client');
  await nextTask();
  const { studioTheme, keepSkeletonRoundsFromReact } = await import('./theme/theme');
  keepSkeletonRoundsFromReact(window);
  await nextTask();
  studioTheme();
  await nextTask();
  const [{ App, loadMissingGlobalStyles, makeAppRouter, makeAppStore }, { loadRoutesFor }] = await Promise.all([
    import('./app/app'),
    import('./app/router'),
  ]);
  await nextTask();
  return { ...reactDom, App, loadMissingGlobalStyles, makeAppRouter, makeAppStore, loadRoutesFor };
}

/**
 * A prerendered page carries the settings it was drawn with (the footer's contact facts), a catalogue page its
 * categories too: the app hydrates with them, then asks for what the page shows again.
 */
async function prerenderedDataOf(page: Document): Promise<PrerenderedData | undefined> {
  const settings = prerenderedSettingsOf(page);
  const categories = prerenderedCatalogueOf(page);
  const address = catalogueAddress(appPathOf(window.location.pathname, routerBasename));
  if (!settings) return undefined;
  // The footer's and the catalogue pages' own modules import these too: they are loaded with the page's routes.
  const [{ settingsAnswered, refreshSettings }, catalogue] = await Promise.all([
    import('@/lib/api/endpoints/settings'),
    categories && address ? import('@/lib/api/endpoints/catalogue') : undefined,
  ]);
  return {
    putIn: (store) => {
      store.dispatch(settingsAnswered(settings));
      if (categories && catalogue) store.dispatch(catalogue.categoriesAnswered(categories));
    },
    // What the page shows is asked again; the rest of the list it carries was the backend's when it was served.
    askAgain: (store) => {
      void store.dispatch(refreshSettings());
      if (!address || !catalogue) return;
      if (address.categoryId === undefined) void store.dispatch(catalogue.refreshCategories());
      else void store.dispatch(catalogue.refreshCategory(address.categoryId));
    },
  };
}

/**
 * A page prerendered for this address is hydrated once the modules of its routes are loaded, so the first
 * render is the tree the server rendered. Any other HTML (the loading shell, or nothing in development) is
 * replaced by a render of its own.
 */
async function startApp(container: HTMLElement): Promise<AppStore> {
  const { App, createRoot, hydrateRoot, loadMissingGlobalStyles, loadRoutesFor, makeAppRouter, makeAppStore } =
    await loadAppInSteps();
  const prerendered = isPrerenderedFor(container.dataset.hydratesAt, window.location.pathname, routerBasename);
  const [routesLoaded, dataOfPage] = await Promise.all([
    loadRoutesFor(window.location.pathname).then(
      () => true,
      () => false,
    ),
    prerendered ? prerenderedDataOf(document) : undefined,
    loadMissingGlobalStyles(),
  ]);
  const isHydrating = prerendered && routesLoaded;
  const prerenderedData = isHydrating ? dataOfPage : undefined;
  // The router and the store are made in tasks of their own, not in the one that ran the routes' modules nor
  // in the first render's.
  await nextTask();
  const router = makeAppRouter();
  await nextTask();
  const store = makeAppStore({ isHydrating, prerenderedData });
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} store={store} isHydrating={isHydrating} prerenderedData={prerenderedData} />
    </StrictMode>
  );
  // From here React handles the page's events: the prerendered page's guard lets submissions through.
  document.documentElement.dataset.app = APP_STARTING;
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (isHydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  return store;
}

const appStarted = startApp(root);

/** Refetches what a change of the backend touched that a screen shows; the code for it loads with the first one. */
async function followChanges(changes: LiveChange[]): Promise<void> {
  const [store, { followLiveChanges }] = await Promise.all([appStarted, import('./lib/api/live-changes')]);
  followLiveChanges(store.dispatch, changes);
}

/**
 * Runs work once the page has loaded (its HTML, styles, fonts and images) and the app has started, when the
 * browser is idle, so starting the backend's worker never competes with what the first paint needs. API calls
 * made meanwhile wait for it (see lib/api/backend-ready.ts).
 */
function afterPageLoad(work: () => void): void {
  void whenLoadedAndIdle(500).then(work);
}

/**
 * Marks the page once the backend answers, so scripts and end-to-end tests know when they may call it, and
 * the moment on the page's timeline (`npm run bench:dev-backend` reads it).
 */
function markPageBackendReady(): void {
  document.documentElement.dataset.backend = 'ready';
  performance.mark('backend-ready');
}

// The same test as `usesEmulatedBackend`, written on `import.meta.env` itself: the build replaces it with a
// constant, so a real-API build drops this branch and with it the emulated backend and the demo room.
if (import.meta.env.VITE_API_URL) {
  void retireEmulatedBackend().then((reloading) => {
    if (reloading) return;
    markBackendReady();
    markPageBackendReady();
    // The API's live changes, followed once the page has loaded: its code is none of the first paint's.
    afterPageLoad(() => {
      void Promise.all([appStarted, import('./lib/api/live-stream')]).then(([store, { followLiveStream }]) =>
        followLiveStream(store),
      );
    });
  });
} else {
  afterPageLoad(() => {
    startEmulatedBackend().then(markPageBackendReady, (error: unknown) => {
      console.error('The emulated backend could not start.', error);
      markBackendFailed(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
