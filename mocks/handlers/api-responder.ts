import { getResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { messages } from '@/lib/rules/messages';
import { handlerDispatch } from './handler-dispatch';
import { replyWithError } from './http';

/** The methods the API has operations for; HEAD is answered as GET without the body. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const MALFORMED_ADDRESS_MESSAGE = 'Alamat permintaan tidak valid';
export const METHOD_NOT_ALLOWED_MESSAGE = 'Metode permintaan tidak didukung untuk alamat ini';

export const isServedMethod = (method: string): boolean => (SERVED_METHODS as readonly string[]).includes(method);

/** An `Allow` header's value: what a path is served with (HEAD wherever GET is). */
function allowHeader(methods: Iterable<string>): string {
  const allowed = new Set(methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  return SERVED_METHODS.filter((method) => allowed.has(method)).join(', ');
}

/** Whether every escape in a path is a whole UTF-8 character (`%E0%A4%A8`), as a decoder must read it. */
function hasWellFormedEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The methods documented for a request's path, by the handlers that would serve it under another method. */
function methodsServing(handlers: HttpHandler[], url: URL): string[] {
  return handlers.flatMap(({ info: { method, path } }) =>
    typeof method === 'string' && typeof path === 'string' && matchRequestUrl(url, path).matches ? [method] : [],
  );
}

/**
 * Headers every answer of the API carries: `nosniff`, so a browser never reads an answer as another type than
 * it says, and `no-store` unless the answer set its own caching (an uploaded image), since most answers hold a
 * person's data (their bookings, payments, profile) that no cache may keep.
 */
function withApiHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * How a host answers a request under its API base (the service worker and the HTTP server alike):
 * - `respond`: an address with a broken escape is refused (400); a request the handlers serve is answered by
 *   them; a path they serve under other methods only is 405 with `Allow`, any other 404;
 * - `refuseMethod`: a method the API does not serve at all (TRACE…), which a `Request` may not even carry: 405.
 * Every answer gets the API's headers.
 */
export function createApiResponder(handlers: HttpHandler[]) {
  const candidatesFor = handlerDispatch(handlers);
  function methodNotAllowed(url: URL): Response {
    const refusal = replyWithError(405, METHOD_NOT_ALLOWED_MESSAGE);
    refusal.headers.set('Allow', allowHeader(methodsServing(handlers, url)));
    return refusal;
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (!hasWellFormedEscapes(url.pathname)) return replyWithError(400, MALFORMED_ADDRESS_MESSAGE);
    if (!isServedMethod(request.method)) return methodNotAllowed(url);
    if (request.method === 'HEAD') {
      const asGet = await answer(new Request(request, { method: 'GET' }));
      // The body is let go: a stream's (`GET /events`) would otherwise go on listening for nobody.
      await asGet.body?.cancel();
      return new Response(null, { status: asGet.status, headers: asGet.headers });
    }
    const response = await getResponse(candidatesFor(request), request, { quiet: true });
    if (response) return response;
    return methodsServing(handlers, url).length > 0 ? methodNotAllowed(url) : replyWithError(404, messages.notFound);
  }

  return {
    respond: async (request: Request): Promise<Response> => withApiHeaders(await answer(request)),
    refuseMethod: (url: URL): Response => withApiHeaders(methodNotAllowed(url)),
  };
}
