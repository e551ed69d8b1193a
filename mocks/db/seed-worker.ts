import { createSeed, type SeedOptions } from './seed';

/** This module runs as a dedicated worker: what it receives and what it sends back. */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SeedOptions>) => void) | null;
  postMessage: (message: unknown) => void;
};

/**
 * Makes the seed off the page's main thread: faker's locale and the generated rows never hold up a page
 * that is starting (mocks/browser.ts). The snapshot goes back as plain data.
 */
scope.onmessage = (event) => {
  createSeed(event.data).then(
    (db) => scope.postMessage({ db }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
