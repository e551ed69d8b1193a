import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../memory-backend';
import { documentedOperations } from '../test-kit/contract';
import { createHandlers } from './all-handlers';
import { ANY_API_BASE, contractHttpAt } from './http';

/** What a handler serves, as `GET /category/{id}`; undefined for one that matches by predicate. */
function servedOperation(handler: HttpHandler): string | undefined {
  const { method, path } = handler.info;
  if (typeof path !== 'string' || typeof method !== 'string') return undefined;
  return `${method} ${path.replace(ANY_API_BASE, '').replace(/:(\w+)/g, '{$1}')}`;
}

describe('handlers typed from the contract', () => {
  it('serve every documented operation once, and nothing else', () => {
    const handlers = createHandlers(createMemoryBackend()).filter(
      (handler): handler is HttpHandler => 'method' in handler.info,
    );
    const served = handlers.map(servedOperation).filter((operation) => operation !== undefined);

    expect(served.toSorted()).toEqual(documentedOperations().toSorted());
  });

  it('are declared by the document’s own paths, under any origin and base path or exactly one', () => {
    const anywhere = contractHttpAt(ANY_API_BASE).get('/category/{id}', () => undefined);
    const exactly = contractHttpAt('https://studio.example/studio/api/v1').get('/category/{id}', () => undefined);

    expect(anywhere.info.path).toBe('*/api/v1/category/:id');
    expect(exactly.info.path).toBe('https://studio.example/studio/api/v1/category/:id');
  });
});
