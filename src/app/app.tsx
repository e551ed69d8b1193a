import { CacheProvider } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { useDemoPanel } from '../lib/demo-slot';
import { signInBeforeHydration, signInRestored } from '../lib/sign-in/sign-in-slice';
import { readToken } from '../lib/sign-in/token-storage';
import { adoptEarlyInput } from '../prerender/adopt-early-input';
import { loadStudioGlobalStyles } from '../theme/global-styles';
import { createBrowserEmotionCache, pageHasGlobalStyles } from '../theme/prerendered-styles';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { makeStore, type AppStore } from './redux-store';
import { useAppReadyMark } from './use-app-ready-mark';

/** How the app starts: whether the page's HTML was prerendered for it, and the data it was prerendered with. */
export interface AppStart {
  /** The page's HTML was prerendered for a visitor: render as the server did, then restore the stored session. */
  isHydrating?: boolean;
  /** The data the page was prerendered with (the catalogue page's categories), when it carries some. */
  prerenderedData?: PrerenderedData;
}

/**
 * The app's router and store are made before its first render (src/main.tsx makes each in a task of its own),
 * so hydrating the page does not begin with a long task.
 */
export interface AppProps extends AppStart {
  router: AppRouter;
  store: AppStore;
}

/** Data a page was prerendered with: in the store before it hydrates, then asked of the backend again. */
export interface PrerenderedData {
  putIn: (store: AppStore) => void;
  askAgain: (store: AppStore) => void;
}

/** The demo panel beside the routes, when the emulated backend runs (src/demo puts it there). */
function DemoPanelSlot({ router }: { router: AppRouter }) {
  const renderDemoPanel = useDemoPanel();
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => void router.navigate(to, options),
    [router],
  );
  return renderDemoPanel ? renderDemoPanel({ navigate }) : null;
}

/**
 * The app's router, made before its first render as its store is. main.tsx takes it from this module rather
 * than from router.tsx: this import of `createAppRouter` is what keeps the router in the chunks the app's start
 * loads together (without it the build split them further, 1.2 KB gz more).
 */
export function makeAppRouter(): AppRouter {
  return createAppRouter();
}

/**
 * Loads the global styles where the page did not bring them (in development), so the first render has them; a
 * prerendered page brings them, and its start loads none.
 */
export async function loadMissingGlobalStyles(): Promise<void> {
  if (!pageHasGlobalStyles()) await loadStudioGlobalStyles();
}

export function makeAppStore({ isHydrating, prerenderedData }: AppStart): AppStore {
  const store = makeStore(isHydrating ? { signIn: signInBeforeHydration } : undefined);
  prerenderedData?.putIn(store);
  return store;
}

export function App({ router, store, isHydrating = false, prerenderedData }: AppProps) {
  const [emotionCache] = useState(createBrowserEmotionCache);
  const [hasGlobalStyles] = useState(pageHasGlobalStyles);
  // Taken before any effect changes the store: what the prerendered page was drawn with.
  const [serverState] = useState(() => (isHydrating ? store.getState() : undefined));
  useEffect(() => {
    if (!store.getState().signIn.isRestored) store.dispatch(signInRestored(readToken()));
  }, [store]);
  useEffect(() => {
    // Before anything re-renders a field, which would put it back to its state: what was typed is read now.
    if (isHydrating) adoptEarlyInput(document.body);
  }, [isHydrating]);
  useEffect(() => {
    // What the page was prerendered with is the seed's: the backend's current data replaces it once it answers.
    prerenderedData?.askAgain(store);
  }, [store, prerenderedData]);
  useAppReadyMark();
  return (
    <AppErrorBoundary>
      <CacheProvider value={emotionCache}>
        <AppProviders store={store} withGlobalStyles={!hasGlobalStyles} serverState={serverState}>
          <RouterProvider router={router} />
          <DemoPanelSlot router={router} />
        </AppProviders>
      </CacheProvider>
    </AppErrorBoundary>
  );
}
