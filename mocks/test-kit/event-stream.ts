/** A client of `GET /events` for the tests and the bench: opens a stream and reads its events as they come. */
import { createEventStreamParser, type StreamEvent } from '@/lib/api/event-stream-parser';

export interface OpenedEvents {
  response: Response;
  /** The next event the stream sends (its comments and id-only blocks skipped), or a failure after `withinMs`. */
  next(withinMs?: number): Promise<StreamEvent>;
  /** Whether the stream stayed quiet for `ms`: no event came meanwhile. */
  quietFor(ms: number): Promise<boolean>;
  /** The last id the stream gave, an event's or an id-only block's. */
  lastId(): string;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `<api>/events` with a token (and a `Last-Event-ID`, as a reconnecting client does). */
export async function openEvents(api: string, token?: string, lastEventId?: string): Promise<OpenedEvents> {
  const abort = new AbortController();
  const headers = new Headers({ Accept: 'text/event-stream' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (lastEventId !== undefined) headers.set('Last-Event-ID', lastEventId);
  const response = await fetch(`${api.replace(/\/$/, '')}/events`, { headers, signal: abort.signal });
  const queue: StreamEvent[] = [];
  let waiter: (() => void) | undefined;
  let lastId = '';
  const parser = createEventStreamParser({
    onEvent: (event) => {
      queue.push(event);
      waiter?.();
    },
    onId: (id) => {
      lastId = id;
    },
  });
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Closed by this client.
    }
  })();
  const arrival = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (queue.length > 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      waiter = () => {
        clearTimeout(timer);
        waiter = undefined;
        resolve(true);
      };
    });
  return {
    response,
    async next(withinMs = 1_000) {
      if (!(await arrival(withinMs))) throw new Error(`no event within ${withinMs} ms`);
      return queue.shift()!;
    },
    quietFor: async (ms) => !(await arrival(ms)),
    lastId: () => lastId,
    ended,
    close: () => abort.abort(),
  };
}
