import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../memory-backend';
import { documentedOperations } from '../test-kit/contract';
import { ok } from '../domain/outcome';
import { createHandlers } from './all-handlers';
import { api, API_BASE, route } from './http';

/** What a handler serves, as `GET /category/{id}`; undefined for one that matches by predicate. */
function servedOperation(handler: HttpHandler): string | undefined {
  const { method, path } = handler.info;
  if (typeof path !== 'string' || typeof method !== 'string') return undefined;
  return `${method} ${path.replace(API_BASE, '').replace(/:(\w+)/g, '{$1}')}`;
}

describe('handlers typed from the contract', () => {
  it('serve every documented operation once, and nothing else', () => {
    const handlers = createHandlers(createMemoryBackend()).filter(
      (handler): handler is HttpHandler => 'method' in handler.info,
    );
    const served = handlers.map(servedOperation).filter((operation) => operation !== undefined);

    expect(served.toSorted()).toEqual(documentedOperations().toSorted());
  });

  it('are declared by the document’s own paths, under any origin and base path', () => {
    const handler = api.get('/category/{id}', () => undefined);

    expect(handler.info.path).toBe('*/api/v1/category/:id');
  });

  it('refuse, when type-checked, a path the document lacks and an answer it does not describe', () => {
    const numberForCategories = route(() => Promise.resolve(ok(5, 'Berhasil')));
    const ratingInWords = route(() => Promise.resolve(ok({ rating: 'lima' }, 'Berhasil')));
    const undocumented = [
      // @ts-expect-error The document has no GET /nowhere.
      api.get('/nowhere', () => undefined),
      // @ts-expect-error The document's GET /categories answers a list of categories, not a number.
      api.get('/categories', numberForCategories),
      // @ts-expect-error The document's POST /review answers the review it stored, not a rating in words.
      api.post('/review', ratingInWords),
    ];

    expect(undocumented).toHaveLength(3);
  });
});
