import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser';

function read(...chunks: string[]) {
  const events: StreamEvent[] = [];
  const ids: string[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({
    onEvent: (event) => events.push(event),
    onId: (id) => ids.push(id),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.feed(chunk);
  return { events, ids, retries };
}

describe('reading an event stream', () => {
  it('dispatches an event at a blank line, with its type, its data lines joined and its id', () => {
    const { events } = read('id: 4\nevent: changes\ndata: {"a":\ndata: 1}\n\n');
    expect(events).toEqual([{ type: 'changes', data: '{"a":\n1}', lastEventId: '4' }]);
  });

  it('skips comments, reads the retry hint, and moves the id on a block without data', () => {
    const { events, ids, retries } = read('retry: 3000\nid: 7\n\n: ping\n\ndata:x\n\n');
    expect(retries).toEqual([3000]);
    expect(ids).toEqual(['7']);
    expect(events).toEqual([{ type: 'message', data: 'x', lastEventId: '7' }]);
  });

  it('reads lines cut across chunks, and CRLF cut between its two halves', () => {
    const { events } = read('id: 1\r', '\nevent: chan', 'ges\r\ndata: {}\r', '\n\r\n');
    expect(events).toEqual([{ type: 'changes', data: '{}', lastEventId: '1' }]);
  });
});
