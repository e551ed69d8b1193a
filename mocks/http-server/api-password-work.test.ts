/**
 * No request waits on another's password (issue 45): the server hashes at the browser's cost (PBKDF2, 600,000
 * rounds: a good part of a second each), outside its store and on threads of its own, so a storm of sign-ins
 * or registrations holds up nobody else. Checked with the real server as a process, by order rather than by
 * time: a read and a change are answered while most of the passwords are still being checked.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, type ApiProcess } from '../test-kit/api-process';
import { apiClientFor } from '../test-kit/http-client';
import { makeDataDirectory } from '../test-kit/data-directory';

const STORM = 20;
const PROCESS_TIMEOUT_MS = 120_000;

let dataDirectory: string;
let api: ApiProcess;
let client: ReturnType<typeof apiClientFor>;
let customer: string;

beforeAll(async () => {
  dataDirectory = await makeDataDirectory('studio-api-password-work');
  api = await spawnApi({ dataDirectory, args: ['--reset'], launch: 'bundle' });
  client = apiClientFor(`${api.url}/`);
  customer = await client.tokenFor('customer');
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await api.stop('SIGKILL');
  await rm(dataDirectory, { recursive: true, force: true });
});

/**
 * Sends a storm of requests, then a public read and a change of the customer's profile; answers how many of the
 * storm were still unanswered once both were answered.
 */
async function answerDuring(storm: () => Promise<Response>[]): Promise<{ unanswered: number; statuses: number[] }> {
  let answered = 0;
  const sent = storm().map((request) =>
    request.then(async (response) => {
      answered += 1;
      await response.body?.cancel();
      return response.status;
    }),
  );
  // The storm reaches the server first; its passwords are then being checked.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const read = await client.send('GET', 'times');
  const readIn = Math.round(performance.now() - started);
  const change = await client.send('PATCH', 'me', { token: customer, body: { reminderOptOuts: [] } });
  const unanswered = sent.length - answered;
  console.info(
    `GET /times in ${readIn} ms, PATCH /me ${Math.round(performance.now() - started)} ms in, ${unanswered} still hashing`,
  );
  expect([read.status, change.status]).toEqual([200, 200]);
  return { unanswered, statuses: await Promise.all(sent) };
}

describe('the password work of npm run api', () => {
  it(
    'keeps a read and a change from waiting on a storm of 20 failed sign-ins',
    async () => {
      const { unanswered, statuses } = await answerDuring(() =>
        Array.from({ length: STORM }, (_, index) =>
          client.send('POST', 'login', { body: { email: `badai${index}@contoh.id`, password: 'bukan-sandinya' } }),
        ),
      );
      expect(unanswered).toBeGreaterThanOrEqual(STORM / 2);
      expect(statuses).toEqual(Array.from({ length: STORM }, () => 401));
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'keeps a read and a change from waiting on 10 registrations at once',
    async () => {
      const { unanswered, statuses } = await answerDuring(() =>
        Array.from({ length: STORM / 2 }, (_, index) =>
          client.send('POST', 'register', {
            body: {
              name: `Pelanggan Badai ${index + 1}`,
              email: `daftar${index}@contoh.id`,
              phone: `0813${String(index + 1).padStart(8, '0')}`,
              password: 'rahasia123',
            },
          }),
        ),
      );
      expect(unanswered).toBeGreaterThanOrEqual(STORM / 4);
      expect(statuses).toEqual(Array.from({ length: STORM / 2 }, () => 201));
    },
    PROCESS_TIMEOUT_MS,
  );
});
