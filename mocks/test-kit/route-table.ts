/**
 * The handler tests' one shape: a table of a resource's routes, each row one documented operation with a
 * call that succeeds, who may make it, and one refusal, if the rules have any. What a rule decides is the
 * domain tests' business; a row checks only that HTTP carries it: the path and method, the status and
 * envelope, sign-in and role, and (through `setUpTestBackend`) that every answer is one the contract describes.
 */
import { describe, expect, it } from 'vitest';
import type { Pagination } from '@/lib/api/api-types';
import { documentedOperations } from './contract';
import {
  BAD_TOKEN,
  callApi,
  FORBIDDEN,
  type Method,
  NOT_FOUND,
  type RequestOptions,
  setUpTestBackend,
  tokenFor,
  UNAUTHORIZED,
} from './http-client';

/** One request: its path below the API base, and the token and body it goes with. */
interface RouteCall extends RequestOptions {
  path: string;
}

/**
 * Who may make a call, and so who else is refused:
 * - `anyone`: no sign-in needed;
 * - `signed-in`: any account (visitors and unknown tokens get 401);
 * - `admin` or `customer`: that role only (the other role gets 403 as well);
 * - `owner`: the customer whose record it is (admins and other customers get 403);
 * - `owner-or-admin`: the owner and admins (other customers get 403).
 * Where a row is `hiddenFromStrangers`, another customer gets 404 instead of 403.
 */
type Access = 'anyone' | 'signed-in' | 'admin' | 'customer' | 'owner' | 'owner-or-admin';

interface Answer {
  status: number;
  message: string;
  /** What `data` must match (`toMatchObject`); left out when only its schema matters. */
  data?: object;
}

interface Refusal {
  /** What the refusal shows, e.g. "an email already registered". */
  when: string;
  call: () => Promise<RouteCall>;
  status: number;
  message: string;
}

/** A list's call with `page` or `pageSize`: its answer gains `pagination` beside `data`. */
interface PagedCall {
  call: () => Promise<RouteCall>;
  /** What `pagination` must be (`toEqual`). */
  pagination: Pagination;
  /** What `data`, the page's items, must match (`toMatchObject`); left out when only its length matters. */
  data?: object;
}

export interface RouteCase {
  /** As docs/openapi.yaml names it: `POST /transaction/{id}/pay`. */
  operation: string;
  access: Access;
  /** Makes what the call needs, then answers the call, made by someone it allows. */
  call: () => Promise<RouteCall>;
  answers: Answer;
  /**
   * One refusal of the rules, to show a refusal's status and message reach the client unchanged. Left out
   * only where the rules refuse nothing, sign-in and role aside (the access checks show those): a list, or
   * a demo control that takes no input.
   */
  refusal?: Refusal;
  /** For a list that pages: one paged call, answered with the same status and message. */
  paged?: PagedCall;
  /** Another customer is told it does not exist (404), not that it is theirs to see (an album). */
  hiddenFromStrangers?: boolean;
}

/** What an outsider is told, by the status they are refused with. */
const outsiderMessages = { 401: UNAUTHORIZED, 403: FORBIDDEN, 404: NOT_FOUND } as const;

/** The tokens a route must refuse, each with the status it answers them. */
async function outsiders(
  access: Access,
  hiddenFromStrangers = false,
): Promise<[who: string, token: string | undefined, status: keyof typeof outsiderMessages][]> {
  if (access === 'anyone') return [];
  const unknown: [string, string | undefined, 401][] = [
    ['a visitor', undefined, 401],
    ['an unknown token', BAD_TOKEN, 401],
  ];
  if (access === 'signed-in') return unknown;
  if (access === 'admin') return [...unknown, ['a customer', await tokenFor('customer'), 403]];
  const admin: [string, string, 403] = ['an admin', await tokenFor('admin'), 403];
  // The demo customer owns none of what a row makes for a customer registered on the spot.
  const stranger: [string, string, 403 | 404] = [
    'another customer',
    await tokenFor('customer'),
    hiddenFromStrangers ? 404 : 403,
  ];
  if (access === 'customer') return [...unknown, admin];
  if (access === 'owner') return [...unknown, admin, stranger];
  return [...unknown, stranger];
}

/** The call's method and path must be the operation the row names. */
function expectOperation(operation: string, method: Method, path: string): void {
  const [named, template = ''] = operation.split(' ');
  const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/?]+')}(\\?.*)?$`);
  expect(method).toBe(named);
  expect(`/${path}`).toMatch(pattern);
}

/**
 * Registers a resource's table: for each row, its success (status, `{ data, message }` and nothing else),
 * its outsiders refused with 401 or 403 leaving the data as it was, its one refusal of the rules, and for a
 * list that pages, a paged call (`{ data, message, pagination }`).
 * Starts the emulated backend for the file; answers its helpers.
 */
export function describeRoutes(resource: string, cases: RouteCase[]) {
  const backend = setUpTestBackend();
  const { expectRefused } = backend;
  const methodOf = (operation: string) => operation.split(' ')[0] as Method;

  describe(`${resource} over HTTP`, () => {
    it('has one row per operation, each in the contract', () => {
      const operations = cases.map((row) => row.operation);
      expect(new Set(operations).size).toBe(operations.length);
      expect(documentedOperations()).toEqual(expect.arrayContaining(operations));
    });

    it.each(cases.map((row) => [row.operation, row.answers.status, row] as const))(
      '%s answers %i with { data, message }',
      async (_operation, _status, row) => {
        const { path, ...options } = await row.call();
        const method = methodOf(row.operation);
        expectOperation(row.operation, method, path);
        const result = await callApi(method, path, options);
        expect({ status: result.status, message: result.body.message }).toEqual({
          status: row.answers.status,
          message: row.answers.message,
        });
        expect(Object.keys(result.body).toSorted()).toEqual(['data', 'message']);
        if (row.answers.data) expect(result.body.data).toMatchObject(row.answers.data);
      },
    );

    it.each(cases.filter((row) => row.access !== 'anyone').map((row) => [row.operation, row.access, row] as const))(
      '%s is for %s only: others get 401 or 403 and nothing changes',
      async (_operation, _access, row) => {
        const { path, ...options } = await row.call();
        const method = methodOf(row.operation);
        for (const [who, token, status] of await outsiders(row.access, row.hiddenFromStrangers)) {
          const message = outsiderMessages[status];
          await expectRefused(() => callApi(method, path, { ...options, token }), status, message, who);
        }
      },
    );

    const pagedCases = cases.flatMap(({ operation, answers, paged }) =>
      paged ? [[operation, answers, paged] as const] : [],
    );
    it.each(pagedCases)('%s pages: { data, message, pagination }', async (operation, answers, paged) => {
      const { path, ...options } = await paged.call();
      const method = methodOf(operation);
      expectOperation(operation, method, path);
      const result = await callApi<unknown[]>(method, path, options);
      expect({ status: result.status, message: result.body.message }).toEqual({
        status: answers.status,
        message: answers.message,
      });
      expect(Object.keys(result.body).toSorted()).toEqual(['data', 'message', 'pagination']);
      expect(result.body.pagination).toEqual(paged.pagination);
      const { page, pageSize, itemCount } = paged.pagination;
      expect(result.body.data).toHaveLength(Math.max(0, Math.min(pageSize, itemCount - (page - 1) * pageSize)));
      if (paged.data) expect(result.body.data).toMatchObject(paged.data);
    });

    const refusals = cases.flatMap(({ operation, refusal }) =>
      refusal ? [[operation, refusal.when, refusal.status, refusal] as const] : [],
    );
    it.each(refusals)('%s refuses %s (%i)', async (operation, _when, _status, refusal) => {
      const { path, ...options } = await refusal.call();
      const method = methodOf(operation);
      expectOperation(operation, method, path);
      await expectRefused(() => callApi(method, path, options), refusal.status, refusal.message);
    });
  });

  return backend;
}
