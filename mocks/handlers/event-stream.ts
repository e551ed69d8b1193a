import type { ChangesEvent, LiveChange } from '@/lib/api/api-types';
import type { Db } from '../db/schema';
import type { EventHub, LiveEvent } from '../domain/events/event-hub';
import { mayHear, namedFew, type Listener } from '../domain/events/live-changes';

/** How long a client waits before it reconnects after a drop: the stream's `retry:` hint. */
export const RECONNECT_AFTER_MS = 3_000;

/** How often an idle stream says it is still there (a comment), so proxies and clients do not take it for dead. */
export const HEARTBEAT_MS = 25_000;

/** What a client that missed too much is told: refetch everything it shows. */
const EVERYTHING: readonly LiveChange[] = [{ resource: 'all' }];

export interface EventStreamOptions {
  hub: EventHub;
  listener: Listener;
  /** The `Last-Event-ID` the client reconnected with, if any. */
  lastEventId: string | null;
  /** Whether the stream's token is still signed in on a database: checked at every event. */
  stillSignedIn: (db: Db) => boolean;
  heartbeatMs?: number;
}

const encoder = new TextEncoder();

/** One event of the stream: its revision, its type and its changes as one line of JSON. */
function changesText(revision: number, changes: readonly LiveChange[]): string {
  const data: ChangesEvent = { changes: [...changes] };
  return `id: ${revision}\nevent: changes\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The changes of an event a listener may hear of, few enough to read. */
const heardBy = (listener: Listener, event: LiveEvent): LiveChange[] =>
  namedFew(event.changes.filter(({ audience }) => mayHear(listener, audience)).map(({ change }) => change));

/** What a client reconnecting from `lastEventId` missed, or everything when the hub no longer reaches back. */
function catchUpText({ hub, listener, lastEventId }: EventStreamOptions): string {
  const latest = hub.latestRevision() ?? 0;
  if (lastEventId === null) return `id: ${latest}\n\n`;
  const revision = /^\d+$/.test(lastEventId) ? Number(lastEventId) : Number.NaN;
  const missed = hub.since(revision);
  if (missed.kind === 'too-far') return changesText(latest, EVERYTHING);
  const told = missed.events.map((event) => ({ revision: event.revision, changes: heardBy(listener, event) }));
  // The latest revision closes the catch-up, so a client that heard none of what it missed moves on all the same.
  return `${told.map(({ revision: id, changes }) => (changes.length > 0 ? changesText(id, changes) : '')).join('')}id: ${latest}\n\n`;
}

/**
 * A `text/event-stream` of the live changes a listener may hear (docs/api.md, "Live changes"): the reconnect
 * hint, what it missed since `Last-Event-ID` (or where it stands), then an event per commit it hears of and a
 * heartbeat comment while nothing happens. It ends once its token is no longer signed in (checked at every event),
 * when the hub ends, or when the client goes (the stream is cancelled).
 */
export function eventStream(options: EventStreamOptions): ReadableStream<Uint8Array> {
  const { hub, listener, stillSignedIn, heartbeatMs = HEARTBEAT_MS } = options;
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text));
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      const leave = hub.subscribe(
        (event, after) => {
          if (!stillSignedIn(after)) {
            stop();
            controller.close();
            return;
          }
          const changes = heardBy(listener, event);
          if (changes.length > 0) write(changesText(event.revision, changes));
        },
        () => {
          stop();
          controller.close();
        },
      );
      stop = () => {
        clearInterval(heartbeat);
        leave();
      };
      write(`retry: ${RECONNECT_AFTER_MS}\n${catchUpText(options)}`);
    },
    cancel() {
      stop();
    },
  });
}
