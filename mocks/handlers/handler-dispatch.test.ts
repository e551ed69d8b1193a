import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../memory-backend';
import { documentedOperations } from '../test-kit/contract';
import { createHandlers } from './all-handlers';
import { asOneHandler, handlerDispatch } from './handler-dispatch';
import { ANY_API_BASE } from './http';

/** The handlers of a list that match a request, in order: MSW tries them in turn until one answers. */
async function matching(handlers: readonly HttpHandler[], request: Request): Promise<HttpHandler[]> {
  const matches: HttpHandler[] = [];
  for (const handler of handlers) {
    const parsedResult = await handler.parse({ request });
    if (await handler.predicate({ request, parsedResult })) matches.push(handler);
  }
  return matches;
}

const HOST_BASE = 'https://studio.example/studio/api/v1';

/**
 * Requests near every documented operation, with its method and with GET: its path as written, in capitals,
 * deeper, and under another prefix.
 */
function requestsNear(origin: string, base: string): Request[] {
  return documentedOperations().flatMap((operation) => {
    const [method = 'GET', template = ''] = operation.split(' ');
    const path = template.replace(/\{\w+\}/g, '7');
    const addresses = [
      `${origin}${base}${path}`,
      `${origin}${base}${path.toUpperCase()}`,
      `${origin}${base}${path}/more`,
      `${origin}/elsewhere${base}${path}`,
    ];
    return [...new Set([method, 'GET'])].flatMap((verb) => addresses.map((url) => new Request(url, { method: verb })));
  });
}

describe('the handlers that could answer a request', () => {
  it.each([
    ['any origin', ANY_API_BASE, 'http://localhost', '/api/v1'],
    ['its own origin and base', HOST_BASE, 'https://studio.example', '/studio/api/v1'],
  ])(
    'are, for the API at %s, exactly those of the whole list that match, in its order',
    async (_, apiBase, origin, base) => {
      const handlers = createHandlers(createMemoryBackend(), { apiBase });
      const candidatesFor = handlerDispatch(handlers);
      const requests = [
        ...requestsNear(origin, base),
        new Request(`${origin}${base}/unknown`),
        new Request(`${origin}/`),
      ];
      for (const request of requests) {
        expect(await matching(candidatesFor(request), request), `${request.method} ${request.url}`).toEqual(
          await matching(handlers, request),
        );
      }
    },
  );

  it('leave out the paths of other first segments and other methods, and keep the ones that may match anything', () => {
    const byPredicate = http.all(
      () => false,
      () => undefined,
    );
    const byParameter = http.get('*/api/v1/:anything', () => undefined);
    const category = http.get('*/api/v1/category', () => undefined);
    const onePackage = http.get('*/api/v1/package/:id', () => undefined);
    const newPackage = http.post('*/api/v1/package', () => undefined);
    const candidatesFor = handlerDispatch([byPredicate, category, onePackage, newPackage, byParameter]);
    expect(candidatesFor(new Request('http://localhost/api/v1/package/3'))).toEqual([
      byPredicate,
      onePackage,
      byParameter,
    ]);
    expect(candidatesFor(new Request('http://localhost/API/V1/PACKAGE', { method: 'POST' }))).toEqual([
      byPredicate,
      newPackage,
    ]);
  });
});

describe('the handlers as one', () => {
  const unhandled: string[] = [];
  const server = setupServer(
    asOneHandler([http.post('*/api/v1/echo', async ({ request }) => HttpResponse.json(await request.json()))]),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: (request) => unhandled.push(request.url) }));
  afterAll(() => server.close());

  it('answers as the first of them that answers, with the body the request carried', async () => {
    const response = await fetch('http://localhost/api/v1/echo', { method: 'POST', body: '{"a":1}' });
    expect(await response.json()).toEqual({ a: 1 });
  });

  it('leaves a request none of them matches unhandled', async () => {
    await expect(fetch('http://localhost/api/v1/echo')).rejects.toThrow();
    expect(unhandled).toEqual(['http://localhost/api/v1/echo']);
  });
});
