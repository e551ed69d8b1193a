import { getResponse, http, type HttpHandler } from 'msw';

const API_PATH = '/api/v1/';

/**
 * The first segment after `/api/v1/` of a handler's path, lower-cased (`package` for `*\/api/v1/package/:id`):
 * every address the handler matches has it there. Undefined when the path has none (a predicate, a parameter or
 * a wildcard there): such a handler may match any address.
 */
function firstApiSegment(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  const lowerCased = path.toLowerCase();
  const at = lowerCased.indexOf(API_PATH);
  if (at < 0) return undefined;
  const segment = lowerCased.slice(at + API_PATH.length).split('/')[0] ?? '';
  return /^[\w.~-]+$/.test(segment) ? segment : undefined;
}

/**
 * The handlers that could answer a request, in their order: those of its method (or of any) whose first segment
 * after `/api/v1/` is in its address. MSW tries a whole list on every request, compiling each handler's path and
 * reading the cookies for each: 1.3 ms a request for the API's 65 handlers, most of an answer's time. A handler
 * left out here could not have matched (MSW matches paths ignoring case, and so does this), so the first that
 * answers is the same.
 */
export function handlerDispatch(handlers: readonly HttpHandler[]): (request: Request) => HttpHandler[] {
  const indexed = handlers.map((handler) => {
    const { method } = handler.info;
    return {
      handler,
      method: typeof method === 'string' ? method.toUpperCase() : undefined,
      segment: firstApiSegment(handler.info.path),
    };
  });
  return (request) => {
    const method = request.method.toUpperCase();
    const pathname = new URL(request.url).pathname.toLowerCase();
    return indexed
      .filter((entry) => (entry.method ?? method) === method)
      .filter((entry) => entry.segment === undefined || pathname.includes(`${API_PATH}${entry.segment}`))
      .map((entry) => entry.handler);
  };
}

/**
 * The handlers as one, for hosts that take a list and try all of it (Node's `setupServer`, Storybook's worker):
 * it matches a request only when one of them would, so a request none serves is still unhandled, and answers as
 * the first of them that answers.
 */
export function asOneHandler(handlers: readonly HttpHandler[]): HttpHandler {
  const candidatesFor = handlerDispatch(handlers);
  return http.all(
    async ({ request }) => {
      for (const handler of candidatesFor(request)) {
        const parsedResult = await handler.parse({ request });
        if (await handler.predicate({ request, parsedResult })) return true;
      }
      return false;
    },
    ({ request }) => getResponse(candidatesFor(request), request),
  );
}
