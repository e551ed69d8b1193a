/**
 * The simulated network's effect on the other calls (`network-simulation.ts`); its controls are rows of the
 * demo table (demo.test.ts), and how long it waits and when it fails, `networkEffect`'s tests.
 */
import { beforeEach, expect, it } from 'vitest';
import type { NetworkSimulation } from '../domain/demo/network-simulation';
import { callApi, refusal, setUpTestBackend } from '../test-kit/http-client';

/** The waits the simulated network asked for: recorded, never slept. */
const waits: number[] = [];
setUpTestBackend({
  sleep: (ms) => {
    waits.push(ms);
    return Promise.resolve();
  },
});

beforeEach(() => {
  waits.length = 0;
});

const SERVER_ERROR = refusal(500, 'Terjadi kesalahan pada server. Coba lagi nanti.');

async function simulate(change: Partial<NetworkSimulation>): Promise<void> {
  expect((await callApi('POST', '__demo/network', { body: change })).status).toBe(200);
}

it('makes an API call wait while slow, but never the demo controls', async () => {
  await simulate({ latency: 'slow' });
  expect((await callApi('GET', 'categories')).status).toBe(200);
  expect((await callApi('GET', '__demo/clock')).status).toBe(200);
  expect(waits).toEqual([1500]);
});

it('fails every API call with the server error while told to, but never the demo controls', async () => {
  await simulate({ failure: 'every' });
  expect(await callApi('GET', 'categories')).toEqual(SERVER_ERROR);
  expect(await callApi('GET', 'times')).toEqual(SERVER_ERROR);
  expect((await callApi('GET', '__demo/scenarios')).status).toBe(200);
});

it('fails the next call only, one of two in flight, and then says it fails none', async () => {
  await simulate({ failure: 'next' });
  const results = await Promise.all([callApi('GET', 'categories'), callApi('GET', 'times')]);
  expect(results.map((result) => result.status).toSorted()).toEqual([200, 500]);
  expect(results).toContainEqual(SERVER_ERROR);
  expect((await callApi('GET', '__demo/network')).body.data).toEqual({ latency: 'none', failure: 'none' });
});
