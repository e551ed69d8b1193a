import type { Loader } from '@storybook/react-vite';
import type { UnhandledRequestCallback } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** MSW's worker, served from `.storybook/public/` under Storybook's base path. */
const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;

/**
 * The stories' own requests (modules, fonts, pictures) go to the server; a call of the API that no handler
 * answered would meet the static server's 404 and show a wrong screen (the login page for `/me`), so it is
 * an error, logged, which fails the story's test.
 */
const onUnhandledRequest: UnhandledRequestCallback = (request, print) => {
  if (new URL(request.url).pathname.includes('/api/v1/')) print.error();
};

/**
 * Resolves once MSW's worker controls the page. On a first visit the worker claims the page as it activates;
 * a page loaded past an existing worker (a hard reload) is reloaded by MSW itself, so this never resolves
 * there and the story does not render until the reloaded page is controlled.
 */
function controlledByWorker(): Promise<void> {
  const expected = new URL(workerUrl, window.location.href).href;
  const isControlled = () => navigator.serviceWorker.controller?.scriptURL === expected;
  if (isControlled()) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!isControlled()) return;
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
  });
}

/** Starts MSW's worker, once for the page: the first story waits until the worker answers its calls. */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ serviceWorker: { url: workerUrl }, onUnhandledRequest, quiet: true });
  await controlledByWorker();
  return worker;
}

/**
 * Only a browser can run the service worker. Under Vitest (jsdom) there is none: the tests give each
 * story's `parameters.msw` handlers to their Node server instead.
 */
const canRunServiceWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export const mswLoaders: Loader[] = canRunServiceWorker ? [mswLoader(startWorker)] : [];
