import type { HttpHandler, PathParams } from 'msw';
import type { paths } from '@/lib/api/openapi';
import type { Backend } from '../backend';
import type { Caller } from '../domain/accounts/access';
import type { Draft } from '../db/draft';
import type { Db } from '../db/schema';
import type { Outcome } from '../domain/outcome';
import { DomainError } from '../domain/errors';
import { unreadableBody } from '../domain/validation';
import { route, type ContractHttp } from './http';
import { transactWithFiles } from './upload-files';

interface RuleInput {
  caller: Caller;
  params: PathParams;
  /** The JSON body, if any. */
  body: unknown;
  url: URL;
}

/** A rule as a read serves it, over the committed database; or as a change does, over a draft of it. */
type Rule<T, D extends Db = Db> = (db: D, input: RuleInput) => Outcome<T> | Promise<Outcome<T>>;

function asUnreadable(error: unknown): typeof unreadableBody {
  if (error instanceof DomainError) return unreadableBody;
  throw error;
}

/**
 * Binds rules to the store: `read` answers from the latest data, `change` commits what the rule did.
 * Either way the caller is the request's bearer token at the clock's "now". The files of uploads a change
 * removed are deleted once it is committed.
 */
function ruleRoutes(backend: Backend) {
  const { store, clock } = backend;
  // The time is read once the store's data is in hand, so it is never earlier than the upkeep that ran on it.
  const inputOf = (token: string | undefined, params: PathParams, body: unknown, request: Request): RuleInput => ({
    caller: { token, now: clock.now() },
    params,
    body,
    url: new URL(request.url),
  });
  return {
    read: <T>(rule: Rule<T>) =>
      route<T>(({ token, params, request }) =>
        store.read((db) => rule(db, inputOf(token, params, undefined, request))),
      ),
    change: <T>(rule: Rule<T, Draft>) =>
      route<T>(async ({ token, params, json, request }) => {
        // A body that is not JSON is refused by the rule where it checks its input, after sign-in and access.
        const body = await json().catch(asUnreadable);
        return transactWithFiles(backend, (db) => rule(db, inputOf(token, params, body, request)));
      }),
  };
}

/** The methods the contract serves with rules. */
type RuleMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths the contract documents `method` for. */
type PathsWith<M extends RuleMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never;
}[keyof paths];

/** What a documented success envelope carries as its `data`. */
type EnvelopeData<Response> = Response extends { content: { 'application/json': { data: infer Data } } } ? Data : never;

/** The payload the contract gives `method` on `path` when it succeeds. */
type DocumentedData<M extends RuleMethod, P extends keyof paths> =
  paths[P] extends Record<M, { responses: infer Responses }> ? EnvelopeData<Responses[keyof Responses]> : never;

type BoundRule = ReturnType<ReturnType<typeof ruleRoutes>['read']>;

/**
 * Serves documented operations with rules, typed from the contract: a rule can only be bound to a path and
 * method the document has, and must answer the payload the document gives them. A GET reads; every other
 * method changes the store (see `ruleRoutes`).
 */
export function ruleHandlers(backend: Backend, api: ContractHttp) {
  const { read, change } = ruleRoutes(backend);
  const bind = <M extends RuleMethod, P extends PathsWith<M>>(method: M, path: P, resolver: BoundRule) => {
    // The signatures below are the contract's check; openapi-msw's own cannot follow a method chosen by value.
    const handle = api[method] as (path: P, resolver: BoundRule) => HttpHandler;
    return handle(path, resolver);
  };
  const changing =
    <M extends Exclude<RuleMethod, 'get'>>(method: M) =>
    <P extends PathsWith<M>>(path: P, rule: Rule<DocumentedData<M, P>, Draft>): HttpHandler =>
      bind(method, path, change(rule));
  return {
    get: <P extends PathsWith<'get'>>(path: P, rule: Rule<DocumentedData<'get', P>>): HttpHandler =>
      bind('get', path, read(rule)),
    post: changing('post'),
    put: changing('put'),
    patch: changing('patch'),
    delete: changing('delete'),
  };
}

/** What a resource's handlers are made from: the backend they serve, and MSW's `http` at the API's base. */
export type HandlerFactory = (backend: Backend, api: ContractHttp) => HttpHandler[];

/**
 * A resource's handlers as a table: `declare` lists its operations with the helpers of `ruleHandlers` (and
 * `api` itself for an operation that is not one rule).
 */
export function ruleTable(
  declare: (routes: ReturnType<typeof ruleHandlers>, backend: Backend, api: ContractHttp) => HttpHandler[],
): HandlerFactory {
  return (backend, api) => declare(ruleHandlers(backend, api), backend, api);
}
