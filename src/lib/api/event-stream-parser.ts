/** One event of a `text/event-stream`, as the HTML standard's EventSource dispatches it. */
export interface StreamEvent {
  /** The event's type: `message` unless the stream named one. */
  type: string;
  data: string;
  /** The last id the stream gave, this event's or an earlier one's ('' when none yet). */
  lastEventId: string;
}

export interface EventStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** Told whenever an `id:` line sets the last event id, even on a block without data (where a stream stands). */
  onId?: (id: string) => void;
  /** Told the reconnection time a `retry:` line asks for, in milliseconds. */
  onRetry?: (ms: number) => void;
}

/**
 * Reads a `text/event-stream` as its chunks arrive, as the HTML standard's "event stream interpretation" says:
 * lines end at CR, LF or CRLF; a line starting with `:` is a comment; `data` lines join with LF; a blank line
 * dispatches the event, unless it has no data. The browser's EventSource cannot send an Authorization header,
 * so the app reads the stream from `fetch` with this.
 */
export function createEventStreamParser({ onEvent, onId, onRetry }: EventStreamHandlers) {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let lastEventId = '';

  function field(name: string, value: string): void {
    if (name === 'event') type = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) {
      lastEventId = value;
      onId?.(value);
    } else if (name === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n'), lastEventId });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    if (colon < 0) return field(text, '');
    const value = text.slice(colon + 1);
    field(text.slice(0, colon), value.startsWith(' ') ? value.slice(1) : value);
  }

  return {
    /** Reads a chunk of the stream's text; a line cut at the chunk's end waits for the next. */
    feed(chunk: string): void {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
        if (end < 0 || (buffer[end] === '\r' && end === buffer.length - 1)) return;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
  };
}
