import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpHandler } from 'msw';
import { messages } from '@/lib/rules/messages';
import { createApiResponder, isServedMethod, MALFORMED_ADDRESS_MESSAGE } from '../handlers/api-responder';
import { corsHeaders, isPreflight, preflightHeaders } from './cors';
import { bodyLimitFor, readBody } from './request-body';
import { serveStaticImage } from './static-images';

export const API_PATH = '/api/v1/';

/**
 * The origin every request is given before the handlers see it, whatever its Host header said: nothing the
 * API answers depends on the name a client used, so an odd Host is served like any other.
 */
const SERVED_ORIGIN = 'http://api.invalid';

/** The base the handlers serve, exactly: `http://api.invalid/api/v1`. */
export const SERVED_API_BASE = `${SERVED_ORIGIN}${API_PATH.replace(/\/$/, '')}`;

export const PAYLOAD_TOO_LARGE_MESSAGE = 'Ukuran data yang dikirim terlalu besar';

export interface RequestListenerOptions {
  /** The handlers, made for `SERVED_API_BASE`. */
  handlers: HttpHandler[];
  /** Origins whose pages may call the API (CORS). */
  corsOrigins: readonly string[];
  /** Told one line per request, once it is answered. */
  log: (line: string) => void;
}

/** Hop-by-hop headers describe this connection, not the request: a `Request` must not carry them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'expect']);

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index]!;
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, raw[index + 1]!);
  }
  return headers;
}

/** A refusal of the server itself (before the handlers), with the headers every answer of the API carries. */
const jsonError = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } });

/** The request as a fetch `Request` (what msw's handlers take), or the answer that refuses it. */
async function fetchRequestOf(request: IncomingMessage, url: URL): Promise<Request | Response> {
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(request, bodyLimitFor(request)) : undefined;
  if (body?.status === 'too-large') return jsonError(413, PAYLOAD_TOO_LARGE_MESSAGE);
  return new Request(url, { method, headers: headersOf(request), body: body?.bytes });
}

/** The request's target as a URL at the served origin, or undefined when it cannot be read as one. */
function targetOf(request: IncomingMessage): URL | undefined {
  try {
    const target = new URL(request.url ?? '/', SERVED_ORIGIN);
    return new URL(target.pathname + target.search, SERVED_ORIGIN);
  } catch {
    return undefined;
  }
}

function answererOf(handlers: HttpHandler[]) {
  const { respond, refuseMethod } = createApiResponder(handlers);
  return async (request: IncomingMessage): Promise<Response> => {
    const url = targetOf(request);
    if (!url) return jsonError(400, MALFORMED_ADDRESS_MESSAGE);
    if (!url.pathname.startsWith(API_PATH)) {
      const image = request.method === 'GET' ? await serveStaticImage(url.pathname) : undefined;
      return image ?? jsonError(404, messages.notFound);
    }
    // A method the API does not serve (TRACE…) is refused before its body is read; `Request` may not carry it.
    if (!isServedMethod(request.method ?? 'GET')) return refuseMethod(url);
    const fetchRequest = await fetchRequestOf(request, url);
    if (fetchRequest instanceof Response) return fetchRequest;
    return respond(fetchRequest);
  };
}

/** An answer that goes on as things happen (`GET /events`): sent as it comes, never read whole first. */
const isEventStream = (answer: Response): answer is Response & { body: ReadableStream<Uint8Array> } =>
  answer.body !== null && (answer.headers.get('Content-Type') ?? '').startsWith('text/event-stream');

/** Writes a stream's chunks as they come; a client that goes away cancels it, which lets its listening go. */
async function sendStream(response: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  response.once('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    response.write(value);
  }
  response.end();
}

async function send(response: ServerResponse, answer: Response, extraHeaders: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  if (isEventStream(answer)) {
    response.writeHead(answer.status, headers);
    return sendStream(response, answer.body);
  }
  const body = Buffer.from(await answer.arrayBuffer());
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

/**
 * Node's `http` in front of msw's handlers: each request becomes a fetch `Request` at the served origin, the
 * API's responder answers it as the service worker's would (api-responder.ts), and the answer goes back with
 * CORS headers for the allowed origins; an event stream is sent as it goes. A target that is no URL gets 400, a body over its limit 413, paths
 * outside the API a 404 in the API's shape (or one of the app's images), and a failure a 500; one line is
 * logged per request.
 */
export function createRequestListener({ handlers, corsOrigins, log }: RequestListenerOptions) {
  const answerOf = answererOf(handlers);
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    response.on('finish', () => {
      const elapsed = Math.round(performance.now() - started);
      log(`${new Date().toISOString()} ${request.method} ${request.url} ${response.statusCode} ${elapsed}ms`);
    });
    if (isPreflight(request)) {
      response.writeHead(204, preflightHeaders(request, corsOrigins)).end();
      return;
    }
    const cors = corsHeaders(request, corsOrigins);
    answerOf(request)
      .catch((error: unknown) => {
        console.error('The API failed to answer', request.method, request.url, error);
        return jsonError(500, messages.serverError);
      })
      .then((answer) => (response.destroyed ? undefined : send(response, answer, cors)))
      .catch((error: unknown) => {
        console.error('The API could not send its answer', request.method, request.url, error);
        response.destroy();
      });
  };
}
