/**
 * Whatever a client sends, the server answers as the contract documents, and never with a 5xx: generated
 * requests (mocks/test-kit/arbitrary-requests.ts) to every documented operation, as nobody, with a bad token,
 * as a customer and as the admin, against the real HTTP server and its data directory.
 */
import { appendFile, rm } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { requestsTo, type ArbitraryRequest, type Caller } from '../test-kit/arbitrary-requests';
import { documentedOperations, problemWithAnswer } from '../test-kit/contract';
import { demoAccounts } from '../db/seed';
import { NO_NETWORK_SIMULATION } from '../domain/demo/network-simulation';
import { apiClientFor, BAD_TOKEN } from '../test-kit/http-client';
import { startApiServer, type RunningApiServer } from './api-server';
import { makeDataDirectory } from '../test-kit/data-directory';

/**
 * Generated requests per operation: 200, or fewer where fewer meet every answer it met. Measured over 5 seeds of
 * 400 requests each (28 November 2026, scripts/property-runs.ts): an operation here gets the requests that meet
 * its rarest answer (status and message) with 99 % probability, at least 50; the others' rarest answers came once
 * in 200 to 2,000 requests, and they keep 200. `API_PROPERTY_RUNS` sets one count for every operation (more when
 * hunting); `API_PROPERTY_ANSWERS` names a file each answer is added to, and `API_PROPERTY_SEED` a seed, to
 * measure again.
 */
const FEWER_RUNS: Record<string, number> = {
  'POST /logout': 50,
  'GET /me': 50,
  'GET /categories': 50,
  'GET /categories/latest': 50,
  'GET /category/{id}': 50,
  'GET /packages': 50,
  'GET /package/{id}': 50,
  'GET /addons': 50,
  'GET /addons/category/{categoryId}': 50,
  'GET /addon/{id}': 50,
  'GET /times': 50,
  'GET /files/{key}': 50,
  'GET /reservations': 166,
  'GET /reservations/user': 83,
  'GET /reservations/range': 50,
  'GET /reservation/{id}': 54,
  'PATCH /reservation/{id}/cancel': 58,
  'PATCH /reservation/{id}/cancel-own': 50,
  'PATCH /reservation/{id}/success': 58,
  'POST /transaction': 70,
  'GET /transactions': 190,
  'GET /transaction/{id}': 54,
  'POST /transaction/{id}/pay': 50,
  'GET /closed-days': 50,
  'GET /closed-days/bookings': 50,
  'GET /reminders': 70,
  'PATCH /reminder/{id}/sent': 138,
  'GET /dashboard/overview': 50,
  'POST /review': 67,
  'GET /reviews': 144,
  'GET /reviews/some': 50,
  'GET /review/{reservationId}': 93,
  'GET /__demo/clock': 50,
  'POST /__demo/clock': 172,
  'GET /__demo/inbox': 50,
  'POST /__demo/past-reservations': 172,
  'GET /__demo/scenarios': 50,
  'POST /__demo/scenario': 172,
  'GET /__demo/network': 50,
};
const runsFor = (operation: string): number => Number(process.env.API_PROPERTY_RUNS ?? FEWER_RUNS[operation] ?? 200);
const ANSWERS_FILE = process.env.API_PROPERTY_ANSWERS;
const SEED = process.env.API_PROPERTY_SEED === undefined ? undefined : Number(process.env.API_PROPERTY_SEED);

/** Adds an answer, as its status and message (numbers left out), to `API_PROPERTY_ANSWERS`; reads its body. */
async function recordAnswer(file: string, operation: string, response: Response): Promise<void> {
  const text = await response.text();
  let message = '(no JSON)';
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message);
  } catch {
    // Not JSON: counted as one kind of answer.
  }
  const answer = `${response.status} ${message.replace(/\d+/g, '#')}`;
  await appendFile(file, `${JSON.stringify({ operation, answer })}\n`);
}

let dataDirectory: string;
let server: RunningApiServer;
let client: ReturnType<typeof apiClientFor>;
const tokens: Record<Caller, string | undefined> = {
  nobody: undefined,
  'bad token': BAD_TOKEN,
  customer: undefined,
  admin: undefined,
};

async function signInBoth(): Promise<boolean> {
  const [customer, admin] = await Promise.all(
    [demoAccounts.customer, demoAccounts.admin].map(({ email, password }) =>
      client.callApi<{ token: string }>('POST', 'login', { body: { email, password } }),
    ),
  );
  tokens.customer = customer?.body.data?.token;
  tokens.admin = admin?.body.data?.token;
  return customer?.status === 200 && admin?.status === 200;
}

/**
 * Signs both accounts in again; when that is refused (generated wrong passwords locked an account), the data
 * starts over from the seed first, in this process, as the demo controls now need a token to do it.
 */
async function signInAgain(): Promise<void> {
  if (await signInBoth()) return;
  await server.backend.store.reset();
  expect(await signInBoth()).toBe(true);
}

/**
 * Puts back what a request changed that the next one relies on: the real network (a simulated failure answers
 * 500 by design), the real clock, and both accounts' sessions. Only an accepted request changes anything (the
 * handler tests hold that a refused one leaves the data as it was), so a refused one needs nothing put back.
 */
async function restoreAfter({ method, path }: ArbitraryRequest, status: number): Promise<void> {
  if (method === 'GET' || status >= 400) return;
  if (path.startsWith('__demo/network')) {
    await server.backend.network.replace(NO_NETWORK_SIMULATION);
  } else if (path.startsWith('__demo/clock')) {
    await server.backend.clock.resetToRealTime();
    await signInAgain();
  } else if (/^(__demo\/(reset|scenario)|logout|me)\b/.test(path)) {
    await signInAgain();
  }
}

async function sendRaw(request: ArbitraryRequest): Promise<Response> {
  const token = tokens[request.caller];
  const { body } = request;
  if (body.kind === 'json') return client.send(request.method as 'POST', request.path, { token, body: body.value });
  if (body.kind === 'form') return client.send(request.method as 'POST', request.path, { token, form: body.form });
  const headers = new Headers(token === undefined ? {} : { Authorization: `Bearer ${token}` });
  if (body.kind === 'text' && body.contentType !== undefined) headers.set('Content-Type', body.contentType);
  return fetch(new URL(request.path, `${server.url}/`), {
    method: request.method,
    headers,
    body: body.kind === 'text' ? body.text : undefined,
  });
}

beforeAll(async () => {
  dataDirectory = await makeDataDirectory('studio-api-property');
  server = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    corsOrigins: [],
    dataDirectory,
    reset: true,
    demo: true,
    passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS,
    log: () => undefined,
  });
  client = apiClientFor(`${server.url}/`);
  await signInAgain();
});

afterAll(async () => {
  await server.close();
  await rm(dataDirectory, { recursive: true, force: true });
});

describe('npm run api under generated requests', () => {
  it.each(documentedOperations())(
    '%s answers as documented, never a 5xx',
    async (operation) => {
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(requestsTo(operation), async (request) => {
          const response = await sendRaw(request);
          const problem = await problemWithAnswer(request.method, response.url, response);
          const status = response.status;
          if (ANSWERS_FILE) await recordAnswer(ANSWERS_FILE, operation, response);
          else await response.body?.cancel();
          await restoreAfter(request, status);
          answered += 1;
          expect(status, `${request.method} ${request.path}`).toBeLessThan(500);
          expect(problem).toBeUndefined();
        }),
        { numRuns: runsFor(operation), seed: SEED },
      );
      expect(answered).toBeGreaterThanOrEqual(runsFor(operation));
    },
    60_000,
  );
});
