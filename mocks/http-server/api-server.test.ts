import { readdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, Reservation } from '@/lib/api/api-types';
import { newCustomer, otherCustomer } from '../test-kit/customers';
import { problemWithAnswer } from '../test-kit/contract';
import { setUpApiServer } from '../test-kit/api-server';
import { BAD_TOKEN, familyBooking, NOT_FOUND, UNAUTHORIZED, uploadForm } from '../test-kit/http-client';
import { pngBytes, pngFile } from '../test-kit/png';
import { DataDirectoryRefusedError } from './data-directory';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from './request-body';
import { PAYLOAD_TOO_LARGE_MESSAGE } from './request-listener';

const APP_ORIGIN = 'http://localhost:4173';

const { start: startServer, stop, logged, dataDirectory: directory } = setUpApiServer();
let dataDirectory: string;

beforeAll(() => {
  dataDirectory = directory();
});

const start = (options: { reset?: boolean } = {}) => startServer({ corsOrigins: [APP_ORIGIN], ...options });

async function startFresh() {
  return start({ reset: true });
}

describe('npm run api: the emulated backend over HTTP', () => {
  it('answers as the contract documents, one log line per request', async () => {
    const { send, tokenFor, url } = await startFresh();
    const admin = await tokenFor('admin');
    const me = await send('GET', 'me', { token: admin });
    expect(me.status).toBe(200);
    expect(await problemWithAnswer('GET', me.url, me)).toBeUndefined();
    expect(logged.at(-1)).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/api\/v1\/me 200 \d+ms$/);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
  });

  it('answers paths it does not have with a 404 in the API shape', async () => {
    const { send, url } = await startFresh();
    for (const path of ['nothing-here', '../../unknown', 'category/1/x']) {
      const response = await send('GET', path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: NOT_FOUND });
    }
    const outside = await fetch(new URL('/index.html', url));
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ message: NOT_FOUND });
  });

  it('refuses a missing or wrong token (401) and a body that is not JSON (400), in that order', async () => {
    const { callApi, tokenFor, url } = await startFresh();
    expect(await callApi('GET', 'reservations/user')).toEqual({ status: 401, body: { message: UNAUTHORIZED } });
    expect(await callApi('GET', 'reservations/user', { token: BAD_TOKEN })).toEqual({
      status: 401,
      body: { message: UNAUTHORIZED },
    });
    const malformed = (token?: string) =>
      fetch(`${url}/reservation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: '{"date": "2026-12-14", ',
      });
    const withoutToken = await malformed();
    expect(withoutToken.status).toBe(401);
    const customer = await tokenFor('customer');
    const withToken = await malformed(customer);
    expect(withToken.status).toBe(400);
    expect(await problemWithAnswer('POST', withToken.url, withToken)).toBeUndefined();
    expect(await withToken.json()).toEqual({ message: 'Format data tidak valid' });
  });

  it('refuses a body over the limit with 413, and goes on answering', async () => {
    const { send, url } = await startFresh();
    const tooLong = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.id', password: 'x'.repeat(JSON_BODY_LIMIT) }),
    });
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toEqual({ message: PAYLOAD_TOO_LARGE_MESSAGE });
    const form = new FormData();
    form.append('entity', 'category');
    form.append('images', new File([new Uint8Array(MULTIPART_BODY_LIMIT + 1)], 'big.png', { type: 'image/png' }));
    const tooBig = await fetch(`${url}/upload`, { method: 'POST', body: form });
    expect(tooBig.status).toBe(413);
    expect((await send('GET', 'categories')).status).toBe(200);
  });

  it('lets the allowed origins read its answers (CORS), and no other', async () => {
    const { url } = await startFresh();
    const preflight = await fetch(`${url}/reservation`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization, Content-Type/);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = await fetch(`${url}/categories`, { headers: { Origin: APP_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const other = await fetch(`${url}/categories`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('books a slot for exactly one of two customers racing for it', async () => {
    const { callApi, tokenFor } = await startFresh();
    const [first, second] = await Promise.all([tokenFor(newCustomer), tokenFor(otherCustomer)]);
    const race = await Promise.all(
      [first, second].map((token) => callApi<Reservation>('POST', 'reservation', { token, body: familyBooking })),
    );
    expect(race.map((result) => result.status).sort()).toEqual([201, 409]);
  });

  it('stores uploads beside the data and serves them back with their type', async () => {
    const { callApi, send, tokenFor, url } = await startFresh();
    const admin = await tokenFor('admin');
    const uploaded = await callApi<string[]>('POST', 'upload', {
      token: admin,
      form: uploadForm('category', [pngFile('studio.png')]),
    });
    expect(uploaded.status).toBe(201);
    const [path] = uploaded.body.data;
    expect(path).toMatch(/^\/api\/v1\/files\/category-[\w-]+\.png$/);
    const served = await fetch(new URL(path!, url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());
    expect(await readdir(join(dataDirectory, 'uploads'))).toEqual([path!.split('/').pop()]);
    expect((await send('GET', 'files/..%2Fsnapshot.json')).status).toBe(404);
  });

  it("serves the seed's images, which the categories name by path", async () => {
    const { callApi, url } = await startFresh();
    const categories = await callApi<Category[]>('GET', 'categories');
    const image = categories.body.data[0]!.images[0]!;
    expect(image).toMatch(/^\/images\/[\w-]+\.svg$/);
    const served = await fetch(new URL(image, url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('npm run api: its data directory', () => {
  it('stops at once beside a connection a browser opened ahead of need and never used', async () => {
    const { url } = await startFresh();
    const { hostname, port } = new URL(url);
    const preconnected = connect(Number(port), hostname);
    await new Promise((resolve) => preconnected.once('connect', resolve));
    // Node counts such a connection as busy until its headers timeout (60 s): this test would time out.
    const closedByServer = new Promise((resolve) => preconnected.once('close', resolve));
    await stop();
    await closedByServer;
  });

  it('keeps every change across a restart, and starts over from the seed with reset', async () => {
    let client = await startFresh();
    const customer = await client.tokenFor(newCustomer);
    const booked = await client.callApi<Reservation>('POST', 'reservation', { token: customer, body: familyBooking });
    expect(booked.status).toBe(201);
    await stop();

    client = await start();
    const kept = await client.callApi<Reservation[]>('GET', 'reservations/user', { token: customer });
    expect(kept.body.data.map((reservation) => reservation.id)).toEqual([booked.body.data.id]);
    await stop();

    client = await start({ reset: true });
    expect((await client.callApi('GET', 'reservations/user', { token: customer })).status).toBe(401);
  });

  it('clears what an interrupted write left behind', async () => {
    await startFresh();
    await stop();
    const leftover = join(dataDirectory, 'snapshot.json.5b1c.tmp');
    await writeFile(leftover, '{"schemaVersion": 1, "revis');
    await start();
    expect(await readdir(dataDirectory)).not.toContain('snapshot.json.5b1c.tmp');
  });

  it.each([
    ['cut short', '{"schemaVersion": 3, "revision": 4, "db": {"users": ['],
    ['not a database', '{"schemaVersion": 3, "revision": 4, "db": {"users": "nobody"}}'],
    ['from a newer version', '{"schemaVersion": 999, "revision": 4, "db": {}}'],
  ])('refuses a snapshot that is %s, and leaves it in place', async (_kind, damaged) => {
    await startFresh();
    await stop();
    const file = join(dataDirectory, 'snapshot.json');
    await writeFile(file, damaged);
    await expect(start()).rejects.toThrow(DataDirectoryRefusedError);
    await expect(start()).rejects.toThrow(/snapshot\.json .*--reset/);
    expect(await readFile(file, 'utf8')).toBe(damaged);
  });
});
