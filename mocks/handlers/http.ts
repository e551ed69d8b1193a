import { HttpResponse, type PathParams } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@/lib/api/openapi';
import { messages } from '@/lib/rules/messages';
import { badRequest, DomainError } from '../domain/errors';
import { MALFORMED_BODY_MESSAGE } from '../domain/validation';
import type { Outcome } from '../domain/outcome';

/** Matches the API under any origin and base path: `*\/api/v1/<path>`. */
export const ANY_API_BASE = '*/api/v1';

/**
 * MSW's `http`, typed from the contract (docs/openapi.yaml): a handler can only be declared for a path and
 * method the document has, and what it answers must be one of the bodies the document gives that operation.
 */
export const contractHttp = createOpenApiHttp<paths>({ baseUrl: ANY_API_BASE });

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

/** The body of every success: the payload and a message for a person. */
interface Envelope<T> {
  data: T;
  message: string;
}

/** The body of every refusal and failure: a message and never a payload. */
type ErrorBody = components['schemas']['Error'];

export function replyWith<T>(outcome: Outcome<T>): HttpResponse<Envelope<T>> {
  return HttpResponse.json({ data: outcome.data, message: outcome.message }, { status: outcome.status });
}

export function replyWithError(status: number, message: string): HttpResponse<ErrorBody> {
  return HttpResponse.json({ message }, { status });
}

const STORAGE_FULL_MESSAGE =
  'Penyimpanan browser penuh. Hapus data demo (Atur ulang) atau kosongkan ruang penyimpanan, lalu coba lagi.';

/** Whether the browser's storage refused a write for lack of room (IndexedDB, or an older Firefox's name for it). */
function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/**
 * Turns a rule into an HTTP handler: the rule's outcome becomes `{ data, message }`, its refusal
 * `{ message }` with the refusal's status, a full browser storage a 507, and anything unexpected a 500.
 */
export function route<T = never, Reply extends Response = never>(
  answer: (context: RequestContext) => Promise<Outcome<T> | Reply>,
) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: PathParams;
  }): Promise<HttpResponse<Envelope<T> | ErrorBody> | Reply> => {
    try {
      const result = await answer({ request, params, token: bearerToken(request), json: () => readJson(request) });
      return result instanceof Response ? result : replyWith(result);
    } catch (error) {
      if (error instanceof DomainError) return replyWithError(error.status, error.message);
      if (isStorageFull(error)) return replyWithError(507, STORAGE_FULL_MESSAGE);
      console.error('Emulated backend failure', error);
      return replyWithError(500, messages.serverError);
    }
  };
}
