import { HttpResponse, type PathParams } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@/lib/api/openapi';
import type { Pagination } from '@/lib/api/api-types';
import { messages } from '@/lib/rules/messages';
import { badRequest, DomainError } from '../domain/errors';
import { MALFORMED_BODY_MESSAGE } from '../domain/validation';
import type { Outcome } from '../domain/outcome';

/**
 * Matches the API under any origin and base path: `*\/api/v1/<path>`, for the tests and Storybook. The hosts
 * (the service worker, the HTTP server) serve exactly their own base instead (`contractHttpAt`), so a path
 * with more in front of `api/v1/` is never taken for a documented one.
 */
export const ANY_API_BASE = '*/api/v1';

/**
 * MSW's `http`, typed from the contract (docs/openapi.yaml), for the API at `apiBase` (`https://host/base/api/v1`
 * or `ANY_API_BASE`): a handler can only be declared for a path and method the document has, and what it answers
 * must be one of the bodies the document gives that operation.
 */
export const contractHttpAt = (apiBase: string) => createOpenApiHttp<paths>({ baseUrl: apiBase });

export type ContractHttp = ReturnType<typeof contractHttpAt>;

export interface RequestContext {
  request: Request;
  params: PathParams;
  /** The bearer token of the Authorization header, if any. */
  token: string | undefined;
  /** The JSON body, or undefined when there is none; a body that is not JSON is refused (400). */
  json: () => Promise<unknown>;
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(MALFORMED_BODY_MESSAGE);
  }
}

/** The body of every success: the payload and a message for a person (and where a list's page sits, if paged). */
interface Envelope<T> {
  data: T;
  message: string;
  pagination?: Pagination;
}

/** The body of every refusal and failure: a message and never a payload. */
type ErrorBody = components['schemas']['Error'];

function replyWith<T>({ data, message, pagination, status }: Outcome<T>): HttpResponse<Envelope<T>> {
  return HttpResponse.json(pagination ? { data, message, pagination } : { data, message }, { status });
}

export function replyWithError(status: number, message: string): HttpResponse<ErrorBody> {
  return HttpResponse.json({ message }, { status });
}

export const STORAGE_FULL_MESSAGES = {
  browser: 'Penyimpanan browser penuh. Hapus data demo (Atur ulang) atau kosongkan ruang penyimpanan, lalu coba lagi.',
  server: 'Penyimpanan server penuh, jadi perubahan tidak disimpan. Kosongkan ruang disk server, lalu coba lagi.',
} as const;

/**
 * Which storage refused a write for lack of room, if one did: the browser's (IndexedDB, or an older Firefox's
 * name for it) or the server's disk (no space left, or the user's quota reached).
 */
function fullStorage(error: unknown): keyof typeof STORAGE_FULL_MESSAGES | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('name' in error && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED'))
    return 'browser';
  if ('code' in error && (error.code === 'ENOSPC' || error.code === 'EDQUOT')) return 'server';
  return undefined;
}

/** What an operation's request body must be: JSON (every operation but one), or a multipart form (`/upload`). */
export type BodyKind = 'json' | 'multipart';

export const UNSUPPORTED_BODY_MESSAGES: Record<BodyKind, string> = {
  json: 'Jenis data tidak didukung: kirim data sebagai application/json',
  multipart: 'Jenis data tidak didukung: kirim berkas sebagai multipart/form-data',
};

const mediaTypeOf = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();

const isJsonMediaType = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/**
 * Refuses (415) a body of another kind than the operation reads, before anything else is looked at: a page on
 * another site can send a `text/plain` or bodiless-typed request without asking first (CORS only stops it from
 * reading the answer), and such a request must not act. A JSON operation may be sent no body at all.
 */
async function checkBodyKind(request: Request, kind: BodyKind): Promise<void> {
  const type = mediaTypeOf(request);
  if (kind === 'multipart') {
    if (type !== 'multipart/form-data') throw new DomainError(415, UNSUPPORTED_BODY_MESSAGES.multipart);
    return;
  }
  if (isJsonMediaType(type) || request.body === null) return;
  if ((await request.clone().arrayBuffer()).byteLength > 0) throw new DomainError(415, UNSUPPORTED_BODY_MESSAGES.json);
}

/**
 * Turns a rule into an HTTP handler: a body of another kind than the operation reads is refused (415), the
 * rule's outcome becomes `{ data, message }`, its refusal `{ message }` with the refusal's status, a full
 * storage (the browser's or the server's) a 507, and anything unexpected a 500.
 */
export function route<T = never, Reply extends Response = never>(
  answer: (context: RequestContext) => Promise<Outcome<T> | Reply>,
  body: BodyKind = 'json',
) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: PathParams;
  }): Promise<HttpResponse<Envelope<T> | ErrorBody> | Reply> => {
    try {
      await checkBodyKind(request, body);
      const result = await answer({ request, params, token: bearerToken(request), json: () => readJson(request) });
      return result instanceof Response ? result : replyWith(result);
    } catch (error) {
      if (error instanceof DomainError) return replyWithError(error.status, error.message);
      const full = fullStorage(error);
      if (full) return replyWithError(507, STORAGE_FULL_MESSAGES[full]);
      console.error('Emulated backend failure', error);
      return replyWithError(500, messages.serverError);
    }
  };
}
