import { describe, expect, it, vi } from 'vitest';
import { createEmptyDb } from '../db/schema';
import { createEventHub } from '../domain/events/event-hub';
import { eventStream, RECONNECT_AFTER_MS } from './event-stream';

const db = createEmptyDb();

/** A hub whose store has loaded at revision 7. */
function loadedHub() {
  const hub = createEventHub();
  hub.publish({ revision: 7, after: db, changes: 'all' });
  return hub;
}

async function readSome(stream: ReadableStream<Uint8Array>, chunks: number): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = 0; read < chunks; read += 1) text += decoder.decode((await reader.read()).value);
  await reader.cancel();
  return text;
}

describe('an event stream', () => {
  it('opens with the reconnect hint and where it stands, then says it is there while nothing happens', async () => {
    const stream = eventStream({
      hub: loadedHub(),
      listener: { id: 1, role: 'admin' },
      lastEventId: null,
      stillSignedIn: () => true,
      heartbeatMs: 10,
    });
    expect(await readSome(stream, 2)).toBe(`retry: ${RECONNECT_AFTER_MS}\nid: 7\n\n: ping\n\n`);
  });

  it('stops listening once the client goes, and ends when the hub ends', async () => {
    const hub = loadedHub();
    const stillSignedIn = vi.fn(() => true);
    const options = { hub, listener: { id: 1, role: 'admin' as const }, lastEventId: null, stillSignedIn };
    await readSome(eventStream(options), 1);
    hub.publish({
      revision: 8,
      before: db,
      after: db,
      changes: [['add', 'closures', { id: 1, startDate: '', endDate: '', label: '', note: '', createdAt: '' }]],
    });
    expect(stillSignedIn).not.toHaveBeenCalled();
    const reader = eventStream(options).getReader();
    await reader.read();
    hub.end();
    await expect(reader.read()).resolves.toEqual({ done: true, value: undefined });
  });
});
