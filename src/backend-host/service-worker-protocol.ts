import type { LiveChange } from '@/lib/api/api-types';

/**
 * What the page and the backend's service worker (mocks/service-worker/sw.ts) say to each other besides
 * HTTP. The page asks to be claimed (a hard reload starts uncontrolled) and which build the worker is; the
 * worker tells every page when stored data was replaced by the seed, when its store stopped for good, and what
 * each commit changed (the live changes, as `GET /events` tells them over HTTP).
 */
export type PageToWorker = { type: 'claim' } | { type: 'which-build' };

export type WorkerToPage =
  | { type: 'build'; build: string }
  | { type: 'notice'; message: string }
  | { type: 'stopped'; message: string }
  | { type: 'changes'; revision: number; changes: LiveChange[] };

/** Where the worker is, and the scope it controls: the app's base path. */
export const serviceWorkerUrl = (basePath: string) => `${basePath}sw.js`;

/** Said when a tab of an older build is now answered by a newer backend, or its store gave way to a newer build's. */
export const NEWER_VERSION_MESSAGE =
  'Versi aplikasi yang lebih baru sudah dibuka di tab lain. Muat ulang halaman ini untuk memakai versi terbaru.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isPageToWorker(value: unknown): value is PageToWorker {
  return isRecord(value) && (value.type === 'claim' || value.type === 'which-build');
}

/** A change as the worker tells it: what it touched, by name (the page refetches by it, and reads nothing else). */
const isLiveChange = (value: unknown): value is LiveChange => isRecord(value) && typeof value.resource === 'string';

export function isWorkerToPage(value: unknown): value is WorkerToPage {
  if (!isRecord(value)) return false;
  if (value.type === 'build') return typeof value.build === 'string';
  if (value.type === 'changes')
    return typeof value.revision === 'number' && Array.isArray(value.changes) && value.changes.every(isLiveChange);
  return (value.type === 'notice' || value.type === 'stopped') && typeof value.message === 'string';
}
