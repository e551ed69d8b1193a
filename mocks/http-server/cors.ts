import type { IncomingMessage } from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** `Last-Event-ID`: a page reconnecting to `GET /events` says where it stopped reading. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Last-Event-ID';
const PREFLIGHT_CACHE_SECONDS = '600';

/** The headers that let a page of an allowed origin read the answer; none for any other origin. */
export function corsHeaders(request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = request.headers.origin;
  const vary = { Vary: 'Origin' };
  if (origin === undefined || !allowedOrigins.includes(origin)) return vary;
  return { ...vary, 'Access-Control-Allow-Origin': origin };
}

/** A browser asking whether it may send a request (method, headers) from another origin. */
export function isPreflight(request: IncomingMessage): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

/** The answer to a preflight: what an allowed origin may send, cached by the browser for a while. */
export function preflightHeaders(request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const headers = corsHeaders(request, allowedOrigins);
  if (!('Access-Control-Allow-Origin' in headers)) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': PREFLIGHT_CACHE_SECONDS,
  };
}
