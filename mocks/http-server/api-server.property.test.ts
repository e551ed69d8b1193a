/**
 * Whatever a client sends, the server answers as the contract documents, and never with a 5xx: generated
 * requests (mocks/test-kit/arbitrary-requests.ts) to every documented operation, as nobody, with a bad token,
 * as a customer and as the admin, against the real HTTP server and its data directory.
 */
import { rm } from 'node:fs/promises';
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

/** Generated requests per operation; `API_PROPERTY_RUNS` asks for more (or fewer) when hunting. */
const RUNS_PER_OPERATION = Number(process.env.API_PROPERTY_RUNS ?? 200);

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
 * Puts back what a request may have changed that the next one relies on: the real network (a simulated
 * failure answers 500 by design), the real clock, and both accounts' sessions.
 */
async function restoreAfter({ method, path }: ArbitraryRequest): Promise<void> {
  if (method === 'GET') return;
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
          await response.body?.cancel();
          await restoreAfter(request);
          answered += 1;
          expect(status, `${request.method} ${request.path}`).toBeLessThan(500);
          expect(problem).toBeUndefined();
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
      expect(answered).toBeGreaterThanOrEqual(RUNS_PER_OPERATION);
    },
    60_000,
  );
});
