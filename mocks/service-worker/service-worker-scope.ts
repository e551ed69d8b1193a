/**
 * The parts of a service worker's global scope the backend uses. The project compiles against the DOM's
 * types, whose `self` is a window; declaring these few here keeps the WebWorker library (whose globals
 * clash with the DOM's) out of every other file.
 */
export interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

export interface WindowClient {
  postMessage(message: unknown): void;
}

export interface ServiceWorkerScope {
  readonly registration: { readonly scope: string };
  readonly location: { readonly origin: string };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

export const serviceWorkerScope = globalThis as unknown as ServiceWorkerScope;
