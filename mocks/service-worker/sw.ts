import { isPageToWorker, type WorkerToPage } from '@/backend-host/service-worker-protocol';
import { messages } from '@/lib/rules/messages';
import { listCategories } from '../domain/catalogue/categories';
import { getSettings } from '../domain/settings/settings';
import { createHandlers } from '../handlers/all-handlers';
import { createApiResponder } from '../handlers/api-responder';
import { replyWithError } from '../handlers/http';
import { tellPagesOfChanges } from './changes-to-pages';
import { answerPageVisit, isPageVisit } from './page-visit';
import { createIndexedDbDemoSettings } from './demo-settings';
import { createServiceWorkerBackend } from './service-worker-backend';
import { serviceWorkerScope as worker } from './service-worker-scope';

/**
 * The site's service worker is the emulated backend: it answers `<base>api/v1/*` (the uploaded files
 * included) with the same handlers the tests and Storybook use, through msw's `getResponse`, and lets every
 * other request go to the network. Nothing of it runs on a page's main thread.
 */
const apiPrefix = new URL('api/v1/', worker.registration.scope).pathname;

async function tellPages(message: WorkerToPage): Promise<void> {
  const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

const backend = createServiceWorkerBackend({
  settings: createIndexedDbDemoSettings(),
  onNotice: (message) => void tellPages({ type: 'notice', message }),
  onStopped: (message) => void tellPages({ type: 'stopped', message }),
});
// Exactly `<scope>api/v1/…` is the API: nothing else in front of `api/v1/` is taken for one of its paths.
const responder = backend.then((started) =>
  createApiResponder(createHandlers(started, { apiBase: new URL('api/v1', worker.registration.scope).href })),
);

// Every open page hears what each commit changed, and refetches what it shows of it.
void backend.then((started) => tellPagesOfChanges(started.events, (message) => void tellPages(message)));

// The store is read (on a first visit: seeded) as soon as the worker starts, while it installs, is claimed
// and the page asks for the clock, so the first answer that needs data does not wait for it. A failure
// here is met again, and answered, by the request that needs the store.
backend
  .then((started) => started.store.read(() => undefined))
  .catch((error: unknown) => console.warn('The store could not be read ahead of the first request.', error));

async function answer(request: Request): Promise<Response> {
  try {
    return await (await responder).respond(request);
  } catch (error) {
    console.error('The emulated backend failed to answer', request.method, request.url, error);
    return replyWithError(500, messages.serverError);
  }
}

// A new version takes over at once: every open page is answered by it (a page of an older build then asks
// for a reload, see src/backend-host), and the data stays where it is.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('message', (event) => {
  const message = event.data;
  if (!isPageToWorker(message)) return;
  if (message.type === 'claim') event.waitUntil(worker.clients.claim());
  else event.ports[0]?.postMessage({ type: 'build', build: import.meta.env.VITE_BUILD_ID } satisfies WorkerToPage);
});

const currentAnswers = () =>
  backend.then((started) =>
    started.store.read((db) => ({ categories: listCategories(db).data, settings: getSettings(db).data })),
  );

worker.addEventListener('fetch', (event) => {
  const { scope } = worker.registration;
  const url = new URL(event.request.url);
  if (url.origin === worker.location.origin && url.pathname.startsWith(apiPrefix)) {
    event.respondWith(answer(event.request));
    return;
  }
  if (isPageVisit(event.request, scope)) event.respondWith(answerPageVisit(event.request, scope, currentAnswers));
});
