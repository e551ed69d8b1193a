import { describe, it } from 'vitest';
import type { components } from '@/lib/api/openapi';
import type { Backend } from '../backend';
import { ok } from '../domain/outcome';
import { ANY_API_BASE, contractHttpAt, route } from './http';
import { ruleHandlers } from './rule-routes';

type Category = components['schemas']['Category'];

declare const backend: Backend;
const contractHttp = contractHttpAt(ANY_API_BASE);

/**
 * Type tests (Vitest `typecheck`, the `types` project of `npm test`): each case is checked by tsc, and a
 * `@ts-expect-error` whose line compiles is itself an error, so a handler type that stops refusing fails here.
 */
describe('handlers typed from the contract', () => {
  it('accept a documented path with the payload the document gives it', () => {
    const categories: Category[] = [];
    contractHttp.get(
      '/categories',
      route(() => Promise.resolve(ok(categories, 'Berhasil'))),
    );
  });

  it('refuse a path the document lacks', () => {
    // @ts-expect-error The document has no GET /nowhere.
    contractHttp.get('/nowhere', () => undefined);
  });

  it('refuse a method the document does not give a path', () => {
    // @ts-expect-error The document has GET /categories but no DELETE /categories.
    contractHttp.delete('/categories', () => undefined);
  });

  it('refuse an answer of another shape than the documented payload', () => {
    const numberForCategories = route(() => Promise.resolve(ok(5, 'Berhasil')));
    // @ts-expect-error The document's GET /categories answers a list of categories, not a number.
    contractHttp.get('/categories', numberForCategories);
  });

  it('refuse an answer the document does not describe for that operation', () => {
    const ratingInWords = route(() => Promise.resolve(ok({ rating: 'lima' }, 'Berhasil')));
    // @ts-expect-error The document's POST /review answers the review it stored, not a rating in words.
    contractHttp.post('/review', ratingInWords);
  });

  it('bind a rule to a documented path with the payload the document gives it', () => {
    const categories: Category[] = [];
    ruleHandlers(backend, contractHttp).get('/categories', () => ok(categories, 'Berhasil'));
  });

  it('refuse to bind a rule to a path or method the document lacks', () => {
    const { get, delete: remove } = ruleHandlers(backend, contractHttp);
    // @ts-expect-error The document has no GET /nowhere.
    get('/nowhere', () => ok(null, 'Berhasil'));
    // @ts-expect-error The document has GET /categories but no DELETE /categories.
    remove('/categories', () => ok(null, 'Berhasil'));
  });

  it('refuse a rule answering another shape than the documented payload', () => {
    const { get, post } = ruleHandlers(backend, contractHttp);
    // @ts-expect-error The document's GET /categories answers a list of categories, not a number.
    get('/categories', () => ok(5, 'Berhasil'));
    // @ts-expect-error The document's POST /review answers the review it stored, not a rating in words.
    post('/review', () => ok({ rating: 'lima' }, 'Berhasil'));
  });
});
