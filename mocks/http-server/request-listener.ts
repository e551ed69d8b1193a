import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { messages } from '@/lib/rules/messages';
import { corsHeaders, isPreflight, preflightHeaders } from './cors';
import { bodyLimitFor, readBody } from './request-body';
import { serveStaticImage } from './static-images';

export const API_PATH = '/api/v1/';

export const PAYLOAD_TOO_LARGE_MESSAGE = 'Ukuran data yang dikirim terlalu besar';

export interface RequestListenerOptions {
  handlers: RequestHandler[];
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

const jsonError = (status: number, message: string) => Response.json({ message }, { status });

/** The request as a fetch `Request` (what msw's handlers take), or the answer that refuses it. */
async function fetchRequestOf(request: IncomingMessage, url: URL): Promise<Request | Response> {
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(request, bodyLimitFor(request)) : undefined;
  if (body?.status === 'too-large') return jsonError(413, PAYLOAD_TOO_LARGE_MESSAGE);
  return new Request(url, { method, headers: headersOf(request), body: body?.bytes });
}

async function answerOf(request: IncomingMessage, handlers: RequestHandler[]): Promise<Response> {
  const url = new URL(request.url ?? '/', 'http://api.invalid');
  if (!url.pathname.startsWith(API_PATH)) {
    const image = request.method === 'GET' ? await serveStaticImage(url.pathname) : undefined;
    return image ?? jsonError(404, messages.notFound);
  }
  const fetchRequest = await fetchRequestOf(
    request,
    new URL(url.pathname + url.search, `http://${request.headers.host ?? 'localhost'}`),
  );
  if (fetchRequest instanceof Response) return fetchRequest;
  return (await getResponse(handlers, fetchRequest, { quiet: true })) ?? jsonError(404, messages.notFound);
}

async function send(response: ServerResponse, answer: Response, extraHeaders: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

/**
 * Node's `http` in front of msw's handlers: each request becomes a fetch `Request`, `getResponse` answers it
 * as the service worker's would, and the answer goes back with CORS headers for the allowed origins. Bodies
 * over their limit get 413, paths the API does not have a 404 in the API's shape, and a failure a 500; one
 * line is logged per request.
 */
export function createRequestListener({ handlers, corsOrigins, log }: RequestListenerOptions) {
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
    answerOf(request, handlers)
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
