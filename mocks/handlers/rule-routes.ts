import type { PathParams } from 'msw';
import type { Backend } from '../backend';
import type { Caller } from '../domain/accounts/access';
import type { Db } from '../db/schema';
import type { Outcome } from '../domain/outcome';
import { DomainError } from '../domain/errors';
import { unreadableBody } from '../domain/validation';
import { route } from './http';
import { transactReleasingFiles } from './upload-files';

export interface RuleInput {
  caller: Caller;
  params: PathParams;
  /** The JSON body, if any. */
  body: unknown;
  url: URL;
}

type Rule<T> = (db: Db, input: RuleInput) => Outcome<T> | Promise<Outcome<T>>;

function asUnreadable(error: unknown): typeof unreadableBody {
  if (error instanceof DomainError) return unreadableBody;
  throw error;
}

/**
 * Binds rules to the store: `read` answers from the latest data, `change` commits what the rule did.
 * Either way the caller is the request's bearer token at the clock's "now". The files of uploads a change
 * removed are deleted once it is committed.
 */
export function ruleRoutes(backend: Backend) {
  const { store, clock } = backend;
  const bind = <T>(rule: Rule<T>, commit: boolean) =>
    route<T>(async ({ token, params, json, request }) => {
      // A body that is not JSON is refused by the rule where it checks its input, after sign-in and access.
      const body = commit ? await json().catch(asUnreadable) : undefined;
      const url = new URL(request.url);
      // The time is read once the store is ours, so it is never earlier than the upkeep that ran before.
      const answer = (db: Db) => rule(db, { caller: { token, now: clock.now() }, params, body, url });
      return commit ? transactReleasingFiles(backend, answer) : store.read(answer);
    });
  return {
    read: <T>(rule: Rule<T>) => bind(rule, false),
    change: <T>(rule: Rule<T>) => bind(rule, true),
  };
}
