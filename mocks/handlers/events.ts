import { HttpResponse } from 'msw';
import type { Backend } from '../backend';
import { signedIn, type Caller } from '../domain/accounts/access';
import { DomainError } from '../domain/errors';
import { eventStream } from './event-stream';
import { route, type ContractHttp } from './http';

/**
 * `GET /events`: the live changes the caller may hear of, as a server-sent event stream (event-stream.ts). The
 * token is checked before the stream starts (401 in the API's shape) and again at every event, with the clock of
 * that moment: a token signed out or expired meanwhile ends the stream.
 */
export function eventHandlers(backend: Backend, api: ContractHttp) {
  const { store, clock, events } = backend;
  return [
    api.get('/events', (info) =>
      route(async ({ request, token }) => {
        const callerNow = (): Caller => ({ token, now: clock.now() });
        const user = await store.read((db) => signedIn(db, callerNow()));
        const stream = eventStream({
          hub: events,
          listener: { id: user.id, role: user.role },
          lastEventId: request.headers.get('Last-Event-ID'),
          stillSignedIn: (db) => {
            try {
              return signedIn(db, callerNow()).id === user.id;
            } catch (error) {
              if (error instanceof DomainError) return false;
              throw error;
            }
          },
        });
        const headers = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' };
        // The document's stream is text, which its generated types cannot tell from a stream of it.
        return info.response.untyped(new HttpResponse(stream, { headers }));
      })(info),
    ),
  ];
}
