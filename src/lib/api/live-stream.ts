import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ChangesEvent } from './api-types';
import { createEventStreamParser } from './event-stream-parser';
import { followLiveChanges } from './live-changes';
import { apiBaseUrl } from '../config';
import { selectToken, type SignInState } from '../sign-in/sign-in-slice';

/** The first wait before reconnecting, unless the stream's `retry:` says another; it doubles with each failure. */
const FIRST_RETRY_MS = 3_000;
/** The longest wait between two attempts, however many failed. */
const LONGEST_RETRY_MS = 60_000;

export interface LiveStreamOptions {
  /** The stream's address: `<API>/events`. */
  url: string;
  /** Told the changes of each event. */
  onChanges: (changes: ChangesEvent['changes']) => void;
  fetch?: typeof fetch;
  /** Waits between attempts; resolves early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The live changes of a real API (`GET /events`), followed while someone is signed in: the stream is read from
 * `fetch` (the browser's EventSource cannot send the bearer token) with the token of the moment. After a drop
 * it reconnects by itself, waiting longer after each failure, and sends the last id it read (`Last-Event-ID`)
 * to be told what it missed; a refusal (the token signed out or expired, or no stream at all) stops it until the
 * next sign-in. It never polls: while the stream is open nothing is sent.
 */
export function createLiveStream({
  url,
  onChanges,
  fetch = globalThis.fetch,
  sleep = abortableSleep,
}: LiveStreamOptions) {
  let following: { token: string; abort: AbortController } | undefined;

  async function read(body: ReadableStream<Uint8Array>, onId: (id: string) => void, onRetry: (ms: number) => void) {
    const parser = createEventStreamParser({
      onEvent: ({ type, data }) => {
        if (type === 'changes') onChanges((JSON.parse(data) as ChangesEvent).changes);
      },
      onId,
      onRetry,
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  async function follow(token: string, signal: AbortSignal): Promise<void> {
    let lastEventId: string | undefined;
    let retryMs = FIRST_RETRY_MS;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const headers = new Headers({ Accept: 'text/event-stream', Authorization: `Bearer ${token}` });
        if (lastEventId) headers.set('Last-Event-ID', lastEventId);
        const response = await fetch(url, { headers, signal, cache: 'no-store' });
        // Signed out or expired, or an API without the stream: a new sign-in starts another.
        if ([401, 403, 404].includes(response.status)) return;
        if (response.ok && response.body) {
          failures = 0;
          await read(
            response.body,
            (id) => (lastEventId = id),
            (ms) => (retryMs = ms),
          );
        }
      } catch {
        // A drop, or the stream's own end: tried again below, unless it was stopped.
      }
      if (signal.aborted) return;
      await sleep(Math.min(LONGEST_RETRY_MS, retryMs * 2 ** failures), signal);
      failures += 1;
    }
  }

  return {
    /** Follows the stream as this token (none: stops following); the same token again changes nothing. */
    signedInAs(token: string | null): void {
      if (following?.token === token) return;
      following?.abort.abort();
      following = undefined;
      if (!token) return;
      following = { token, abort: new AbortController() };
      void follow(token, following.abort.signal);
    },
  };
}

interface SignedInStore {
  dispatch: Dispatch<UnknownAction>;
  getState: () => { signIn: SignInState };
  subscribe: (listener: () => void) => unknown;
}

/** Follows the real API's live changes for the app's store: as whoever is signed in, refetching what changed. */
export function followLiveStream(store: SignedInStore): void {
  const stream = createLiveStream({
    url: `${new URL(apiBaseUrl, globalThis.location.href).href.replace(/\/$/, '')}/events`,
    onChanges: (changes) => followLiveChanges(store.dispatch, changes),
  });
  const follow = () => stream.signedInAs(selectToken(store.getState()));
  store.subscribe(follow);
  follow();
}
