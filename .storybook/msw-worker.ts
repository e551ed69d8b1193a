import type { Loader } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** MSW's worker, served from `.storybook/public/` under Storybook's base path. */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/**
 * Only a browser can run the service worker. Under Vitest (jsdom) there is none: the tests give each
 * story's `parameters.msw` handlers to their Node server instead.
 */
const canRunServiceWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export const mswLoaders: Loader[] = canRunServiceWorker ? [mswLoader(startWorker)] : [];
