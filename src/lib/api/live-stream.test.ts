import { describe, expect, it, vi } from 'vitest';
import type { LiveChange } from './api-types';
import { createLiveStream } from './live-stream';

/** A server of event streams: each request gets a stream the test writes to and ends. */
function fakeServer() {
  const requests: { headers: Headers; signal: AbortSignal | null | undefined }[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const statuses: number[] = [];
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ headers: new Headers(init?.headers), signal: init?.signal });
    const status = statuses.shift() ?? 200;
    if (status !== 200) return Promise.resolve(new Response(JSON.stringify({ message: 'no' }), { status }));
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
    return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
  });
  const write = (text: string) => streams.at(-1)!.enqueue(new TextEncoder().encode(text));
  return { fetch, requests, statuses, write, end: () => streams.at(-1)!.close() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function streamOf(server: ReturnType<typeof fakeServer>) {
  const heard: LiveChange[][] = [];
  const waits: number[] = [];
  const stream = createLiveStream({
    url: 'https://api.example/api/v1/events',
    onChanges: (changes) => heard.push(changes),
    fetch: server.fetch,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { stream, heard, waits };
}

describe('the live stream of a real API', () => {
  it('opens with the bearer token and tells the changes of each event', async () => {
    const server = fakeServer();
    const { stream, heard } = streamOf(server);
    stream.signedInAs('token-a');
    await tick();
    expect(server.requests[0]!.headers.get('Authorization')).toBe('Bearer token-a');
    server.write(
      'retry: 3000\nid: 5\n\n: ping\n\nid: 6\nevent: changes\ndata: {"changes":[{"resource":"transactions","id":2}]}\n\n',
    );
    await tick();
    expect(heard).toEqual([[{ resource: 'transactions', id: 2 }]]);
    stream.signedInAs(null);
  });

  it('reconnects after a drop, waiting longer after each failure, with the last id it read', async () => {
    const server = fakeServer();
    const { stream, waits } = streamOf(server);
    stream.signedInAs('token-a');
    await tick();
    server.write('retry: 2000\nid: 9\n\n');
    await tick();
    server.statuses.push(500, 500);
    server.end();
    await vi.waitFor(() => expect(server.requests).toHaveLength(4));
    expect(waits).toEqual([2000, 4000, 8000]);
    expect(server.requests.slice(1).map(({ headers }) => headers.get('Last-Event-ID'))).toEqual(['9', '9', '9']);
    stream.signedInAs(null);
  });

  it('stops once refused (signed out), and starts again, afresh, for the next sign-in', async () => {
    const server = fakeServer();
    const { stream } = streamOf(server);
    server.statuses.push(401);
    stream.signedInAs('token-a');
    await tick();
    await tick();
    expect(server.requests).toHaveLength(1);
    stream.signedInAs('token-b');
    await tick();
    expect(server.requests[1]!.headers.get('Authorization')).toBe('Bearer token-b');
    expect(server.requests[1]!.headers.get('Last-Event-ID')).toBeNull();
    stream.signedInAs(null);
    expect(server.requests[1]!.signal?.aborted).toBe(true);
  });
});
