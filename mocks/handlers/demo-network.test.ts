import { beforeEach, describe, expect, it } from 'vitest';
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

const SERVER_ERROR = 'Terjadi kesalahan pada server. Coba lagi nanti.';
const INVALID = 'Pengaturan jaringan tidak valid';

async function simulate(change: Partial<NetworkSimulation>): Promise<void> {
  const result = await callApi('POST', '__demo/network', { body: change });
  expect(result.status).toBe(200);
}

const settings = async () => (await callApi<NetworkSimulation>('GET', '__demo/network')).body.data;

describe('GET /__demo/network', () => {
  it('tells the simulated network, to anyone: none at first', async () => {
    expect(await callApi('GET', '__demo/network')).toEqual({
      status: 200,
      body: { data: { latency: 'none', failure: 'none' }, message: 'Simulasi jaringan' },
    });
  });
});

describe('POST /__demo/network', () => {
  it('changes the settings given and keeps the others', async () => {
    expect(await callApi('POST', '__demo/network', { body: { latency: 'slow' } })).toEqual({
      status: 200,
      body: { data: { latency: 'slow', failure: 'none' }, message: 'Simulasi jaringan diperbarui' },
    });
    expect((await callApi('POST', '__demo/network', { body: { failure: 'every' } })).body.data).toEqual({
      latency: 'slow',
      failure: 'every',
    });
    expect(await settings()).toEqual({ latency: 'slow', failure: 'every' });
  });

  it.each([
    ['no body', undefined],
    ['an unknown latency', { latency: 'lambat' }],
    ['an unknown failure', { failure: 'kadang' }],
    ['a value of the wrong type', { latency: 4000 }],
    ['an unknown setting', { offline: true }],
    ['a list', ['slow']],
  ])('refuses %s (400) and changes nothing', async (_case, body) => {
    await simulate({ latency: 'very-slow' });
    expect(await callApi('POST', '__demo/network', { body })).toEqual(refusal(400, INVALID));
    expect(await settings()).toEqual({ latency: 'very-slow', failure: 'none' });
  });
});

describe('the simulated network', () => {
  it('lets calls through at once while it is fine', async () => {
    expect((await callApi('GET', 'categories')).status).toBe(200);
    expect(waits).toEqual([]);
  });

  it.each([
    ['slow', 1500],
    ['very-slow', 4000],
  ] as const)('makes every API call wait when %s (%i ms), then answers it', async (latency, ms) => {
    await simulate({ latency });
    expect((await callApi('GET', 'categories')).status).toBe(200);
    expect((await callApi('GET', 'times')).status).toBe(200);
    expect(waits).toEqual([ms, ms]);
  });

  it('never slows down or fails the demo controls', async () => {
    await simulate({ latency: 'very-slow', failure: 'every' });
    expect((await callApi('GET', '__demo/clock')).status).toBe(200);
    expect((await callApi('GET', '__demo/scenarios')).status).toBe(200);
    expect(waits).toEqual([]);
  });

  it('fails every call with the server error while told to, changing nothing', async () => {
    await simulate({ failure: 'every' });
    expect(await callApi('GET', 'categories')).toEqual(refusal(500, SERVER_ERROR));
    expect(
      await callApi('POST', 'login', { body: { email: 'pelanggan@studio.test', password: 'pelanggan123' } }),
    ).toEqual(refusal(500, SERVER_ERROR));
    expect(await settings()).toEqual({ latency: 'none', failure: 'every' });
    await simulate({ failure: 'none' });
    expect((await callApi('GET', 'categories')).status).toBe(200);
  });

  it('fails the next call only, after a wait when slow', async () => {
    await simulate({ latency: 'slow', failure: 'next' });
    expect(await callApi('GET', 'categories')).toEqual(refusal(500, SERVER_ERROR));
    expect(await settings()).toEqual({ latency: 'slow', failure: 'none' });
    expect((await callApi('GET', 'categories')).status).toBe(200);
    expect(waits).toEqual([1500, 1500]);
  });

  it('fails only one of two calls in flight when told to fail the next', async () => {
    await simulate({ failure: 'next' });
    const statuses = (await Promise.all([callApi('GET', 'categories'), callApi('GET', 'times')])).map(
      (result) => result.status,
    );
    expect(statuses.sort()).toEqual([200, 500]);
  });
});
