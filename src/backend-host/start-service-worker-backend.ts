import type { LiveChange } from '@/lib/api/api-types';
import { isWorkerToPage, NEWER_VERSION_MESSAGE, serviceWorkerUrl, type PageToWorker } from './service-worker-protocol';

export interface StartOptions {
  /** Told when the stored data could not be used and the demo started over from the seed. */
  onNotice: (message: string) => void;
  /**
   * Told once when this page can no longer work with the backend: a newer version of the app took over in
   * another tab. The page must be reloaded.
   */
  onStopped: (message: string) => void;
  /** Told what each commit of the backend changed, whoever made it (this tab, another, the upkeep). */
  onChanges: (changes: LiveChange[]) => void;
}

/** How long the page waits for the worker before it says the demo cannot start (it may be blocked for good). */
const START_TIMEOUT_MS = 10_000;
/** How long the page waits for a worker to say which build it is, or for a newer one to take over. */
const ANSWER_TIMEOUT_MS = 5_000;

function withinTime<T>(work: Promise<T>, ms: number, failure: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(failure)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const controllerChange = (container: ServiceWorkerContainer) =>
  new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));

/** Which build the worker answering this page is, asked over a channel of its own. */
function buildOf(worker: ServiceWorker): Promise<string> {
  const channel = new MessageChannel();
  const answer = new Promise<string>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      if (isWorkerToPage(event.data) && event.data.type === 'build') resolve(event.data.build);
    };
  });
  worker.postMessage({ type: 'which-build' } satisfies PageToWorker, [channel.port2]);
  return withinTime(answer, ANSWER_TIMEOUT_MS, 'The backend did not say which build it is');
}

/**
 * Resolves once the page is controlled: the first visit is controlled only after the worker's claim, and a
 * hard reload never is by itself, so the page then asks the active worker to claim it.
 */
async function controlled(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration) {
  await container.ready;
  if (container.controller) return container.controller;
  const claimed = controllerChange(container);
  (registration.active ?? registration.waiting)?.postMessage({ type: 'claim' } satisfies PageToWorker);
  await claimed;
  const { controller } = container;
  if (!controller) throw new Error('The backend service worker did not take the page over');
  return controller;
}

/**
 * Which build the worker controlling this page is. A worker being replaced may never answer: when another
 * takes the page over meanwhile, that one is asked instead.
 */
async function controllerBuild(container: ServiceWorkerContainer): Promise<string | undefined> {
  for (;;) {
    const controller = container.controller;
    if (!controller) return undefined;
    const replaced = controllerChange(container).then(() => undefined);
    const answer = buildOf(controller);
    // The replaced worker's question times out later, unheard: it must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    const build = await Promise.race([answer, replaced]);
    if (build !== undefined) return build;
  }
}

/**
 * Whether the worker is of this page's build. When it is not, either this page is newer (its deploy's worker
 * is still installing, or active but not yet in control: wait until it takes over) or older (a newer worker
 * took over: the page must reload).
 */
async function isSameBuild(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration) {
  if ((await controllerBuild(container)) === import.meta.env.VITE_BUILD_ID) return true;
  const takenOver = controllerChange(container);
  await registration.update().catch(() => undefined);
  const newerComing =
    registration.installing !== null || registration.waiting !== null || registration.active !== container.controller;
  if (newerComing)
    await withinTime(takenOver, ANSWER_TIMEOUT_MS, 'The new backend did not take over').catch(() => undefined);
  return (await controllerBuild(container)) === import.meta.env.VITE_BUILD_ID;
}

/** Calls `report` the first time only: a tab is told to reload once, whoever noticed first. */
function once(report: (message: string) => void): (message: string) => void {
  let reported = false;
  return (message) => {
    if (reported) return;
    reported = true;
    report(message);
  };
}

/**
 * The backend's registration: the one already there when its worker is this page's, else a new one. A
 * `register` call waits in the browser's queue behind the update check every navigation starts, which took
 * 3 s on a reload of the dev server; asking for the registration does not.
 */
async function registered(container: ServiceWorkerContainer, base: string): Promise<ServiceWorkerRegistration> {
  const url = serviceWorkerUrl(base);
  const existing = await container.getRegistration(base);
  const worker = existing?.active ?? existing?.waiting ?? existing?.installing;
  if (existing && worker?.scriptURL === new URL(url, window.location.href).href && existing.updateViaCache === 'none')
    return existing;
  return container.register(url, {
    scope: base,
    // Past the host's HTTP cache (GitHub Pages keeps files 10 minutes), so a deploy is found at once.
    updateViaCache: 'none',
  });
}

async function start(container: ServiceWorkerContainer, options: StartOptions): Promise<void> {
  const { onNotice, onChanges } = options;
  const onStopped = once(options.onStopped);
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isWorkerToPage(event.data)) return;
    if (event.data.type === 'notice') onNotice(event.data.message);
    if (event.data.type === 'stopped') onStopped(event.data.message);
    if (event.data.type === 'changes') onChanges(event.data.changes);
  });
  container.startMessages();
  const registration = await registered(container, import.meta.env.BASE_URL);
  // An edited handler is a new worker: in development, look for it now rather than one reload later. It takes
  // the page over by itself once installed; nothing waits for the check, which Chromium answered only after
  // 4-6 s while the dev server served the app's modules (the calls meanwhile go to the worker in control).
  if (import.meta.env.DEV) void registration.update().catch(() => undefined);
  await controlled(container, registration);
  if (!(await isSameBuild(container, registration))) onStopped(NEWER_VERSION_MESSAGE);
  // Another tab opened a newer deploy, whose worker took this page over: this page is now the older one. The
  // worker in control is asked, and only it: a check for updates besides would wait on the host for nothing
  // (once on CI an old tab was still not told 10 s after the new one was ready).
  container.addEventListener('controllerchange', () => {
    void controllerBuild(container).then(
      (build) => build === import.meta.env.VITE_BUILD_ID || onStopped(NEWER_VERSION_MESSAGE),
      () => onStopped(NEWER_VERSION_MESSAGE),
    );
  });
}

/**
 * Starts the emulated backend: registers the site's service worker (`<base>sw.js`, scope `<base>`), which
 * answers every API call, and resolves once it controls this page. It fails, after a bounded wait, where
 * service workers are unavailable or blocked (some private windows, some policies).
 */
export async function startServiceWorkerBackend(options: StartOptions): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('Service workers are unavailable here');
  await withinTime(
    start(navigator.serviceWorker, options),
    START_TIMEOUT_MS,
    'The backend service worker did not start',
  );
}
