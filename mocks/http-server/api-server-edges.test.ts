/**
 * The server's edges, as an adversarial pass over `npm run api` found them (issue 45): the demo controls, what
 * a page on another site can make it do, which paths and methods are served, what an odd request is answered,
 * and the headers of its answers. Each case here failed before its fix.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type {
  GatewayPayResult,
  NetworkSimulation,
  Reservation,
  Settings,
  StartedScenario,
  Transaction,
} from '@/lib/api/api-types';
import { settingsValuesOf } from '@/lib/rules/settings';
import { DEMO_CONTROLS_OFF_MESSAGE } from '../handlers/demo-access';
import { MALFORMED_ADDRESS_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE } from '../handlers/api-responder';
import { UNSUPPORTED_BODY_MESSAGES } from '../handlers/http';
import { setUpApiServer } from '../test-kit/api-server';
import { newCustomer } from '../test-kit/customers';
import { familyBooking, FORBIDDEN, NOT_FOUND, UNAUTHORIZED } from '../test-kit/http-client';

const { start, stop } = setUpApiServer();

/** The status line and headers of a request written by hand, as no `fetch` would send it. */
function sendRaw(url: string, request: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
  });
}

const DEMO_CONTROLS: [method: 'GET' | 'POST', path: string, body?: object][] = [
  ['POST', '__demo/scenario', { name: 'admin' }],
  ['GET', '__demo/scenarios'],
  ['POST', '__demo/reset'],
  ['GET', '__demo/clock'],
  ['POST', '__demo/clock', { now: '2027-01-01T00:00:00.000Z' }],
  ['GET', '__demo/network'],
  ['POST', '__demo/network', { failure: 'every' }],
  ['GET', '__demo/inbox'],
  ['POST', '__demo/past-reservations', { count: 20_000 }],
];

/** The gateway's sandbox: off where the demo is, but open to anyone where it is on. */
const GATEWAY_SANDBOX: [method: 'POST', path: string, body: object] = ['POST', '__demo/gateway/pay', { qris: 'x' }];

describe('the demo controls over HTTP', () => {
  it('are not served unless the server is started for a demo: 404 that says how, and nothing changes', async () => {
    const { callApi, tokenFor } = await start({ reset: true });
    const customer = await tokenFor(newCustomer);
    const booked = await callApi<Reservation>('POST', 'reservation', { token: customer, body: familyBooking });
    const admin = await tokenFor('admin');
    for (const [method, path, body] of [...DEMO_CONTROLS, GATEWAY_SANDBOX]) {
      for (const token of [undefined, admin]) {
        expect(await callApi(method, path, { token, body }), `${method} ${path}`).toEqual({
          status: 404,
          body: { message: DEMO_CONTROLS_OFF_MESSAGE },
        });
      }
    }
    const kept = await callApi<Reservation[]>('GET', 'reservations/user', { token: customer });
    expect(kept.body.data.map((reservation) => reservation.id)).toEqual([booked.body.data.id]);
    expect((await callApi('GET', 'times')).status).toBe(200);
  });

  it('need the admin’s token on a server started for a demo (--demo)', async () => {
    const { callApi, tokenFor } = await start({ reset: true, demo: true });
    const customer = await tokenFor('customer');
    for (const [method, path, body] of DEMO_CONTROLS) {
      expect(await callApi(method, path, { body }), `${method} ${path}`).toEqual({
        status: 401,
        body: { message: UNAUTHORIZED },
      });
      expect(await callApi(method, path, { token: customer, body }), `${method} ${path}`).toEqual({
        status: 403,
        body: { message: FORBIDDEN },
      });
    }
    const admin = await tokenFor('admin');
    const scenario = await callApi<StartedScenario>('POST', '__demo/scenario', {
      token: admin,
      body: { name: 'customer' },
    });
    expect(scenario.status).toBe(200);
    expect(scenario.body.data.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leave the gateway’s sandbox open to whoever holds a charge’s QRIS on a server started for a demo', async () => {
    const { callApi, tokenFor } = await start({ reset: true, demo: true });
    const admin = await tokenFor('admin');
    const settings = (await callApi<Settings>('GET', 'settings')).body.data;
    const switched = await callApi('PUT', 'settings', {
      token: admin,
      body: { ...settingsValuesOf(settings), payments: { qris: 'gateway', chargeMinutes: 15 } },
    });
    expect(switched.status).toBe(200);
    const customer = await tokenFor(newCustomer);
    const booked = await callApi<Reservation>('POST', 'reservation', { token: customer, body: familyBooking });
    const transaction = await callApi<Transaction>('POST', 'transaction', {
      token: customer,
      body: { reservationId: booked.body.data.id, type: 'fullpayment' },
    });
    const charged = await callApi<Transaction>('POST', `transaction/${transaction.body.data.id}/charge`, {
      token: customer,
    });
    const qris = charged.body.data.charge?.qris;
    // The customer's simulator, signed in or not, pays like a banking app: no studio token is asked for.
    const paid = await callApi<GatewayPayResult>('POST', '__demo/gateway/pay', { body: { qris } });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe(200);
    const after = await callApi<Transaction>('GET', `transaction/${transaction.body.data.id}`, { token: customer });
    expect(after.body.data.status).toBe('paid');
  });

  it('never keep a failing network across a restart', async () => {
    const first = await start({ reset: true, demo: true });
    const admin = await first.tokenFor('admin');
    const broken = await first.callApi<NetworkSimulation>('POST', '__demo/network', {
      token: admin,
      body: { failure: 'every' },
    });
    expect(broken.body.data.failure).toBe('every');
    expect((await first.callApi('GET', 'times')).status).toBe(500);
    await stop();

    const second = await start({ demo: true });
    expect((await second.callApi('GET', 'times')).status).toBe(200);
  });
});

describe('what a page on another site can make it do', () => {
  it('nothing with a body it may send without asking first: text, a form, or a typeless blob (415)', async () => {
    const { callApi, url } = await start({ reset: true });
    const account = JSON.stringify({ ...newCustomer, email: 'lintas.situs@studio.test' });
    for (const [body, type] of [
      [account, 'text/plain'],
      [account, 'application/x-www-form-urlencoded'],
      [new Blob([account]), undefined],
    ] as const) {
      const answer = await fetch(`${url}/register`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type, Origin: 'https://elsewhere.example' } : {},
        body,
      });
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: 415,
        body: { message: UNSUPPORTED_BODY_MESSAGES.json },
      });
    }
    const signIn = await callApi('POST', 'login', {
      body: { email: 'lintas.situs@studio.test', password: newCustomer.password },
    });
    expect(signIn.status, 'no account was made').toBe(401);
  });

  it('nothing but a multipart form at /upload (415)', async () => {
    const { tokenFor, url } = await start({ reset: true });
    const answer = await fetch(`${url}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor('admin')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ entity: 'category' }),
    });
    expect({ status: answer.status, body: await answer.json() }).toEqual({
      status: 415,
      body: { message: UNSUPPORTED_BODY_MESSAGES.multipart },
    });
  });
});

describe('which paths and methods are served', () => {
  it('exactly /api/v1/ followed by a documented path: nothing more in front of it', async () => {
    const { url } = await start({ reset: true, demo: true });
    const root = url.replace(/\/api\/v1$/, '');
    for (const path of ['/api/v1/x/y/api/v1/times', '/api/v1/anything/api/v1/__demo/clock', '/studio/api/v1/times']) {
      const answer = await fetch(`${root}${path}`);
      expect({ path, status: answer.status, body: await answer.json() }).toEqual({
        path,
        status: 404,
        body: { message: NOT_FOUND },
      });
    }
  });

  it('refuses a method the API does not serve, or a path’s other methods, with 405 and Allow', async () => {
    const { url } = await start({ reset: true });
    const trace = await sendRaw(url, `TRACE /api/v1/times HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(trace.status).toBe(405);
    expect(trace.head).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    const deleteList = await fetch(`${url}/categories`, { method: 'DELETE' });
    expect({ status: deleteList.status, body: await deleteList.json() }).toEqual({
      status: 405,
      body: { message: METHOD_NOT_ALLOWED_MESSAGE },
    });
    expect(deleteList.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${url}/categories`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers a broken escape in the path with 400, and an odd Host like any other', async () => {
    const { url } = await start({ reset: true });
    const broken = await fetch(`${url}/category/%E0%A4%A`);
    expect({ status: broken.status, body: await broken.json() }).toEqual({
      status: 400,
      body: { message: MALFORMED_ADDRESS_MESSAGE },
    });
    for (const host of ['[::1', 'ex ample', '%%', 'a'.repeat(300)]) {
      const answer = await sendRaw(url, `GET /api/v1/times HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect([200, 400], `Host: ${host}`).toContain(answer.status);
    }
    const absolute = await sendRaw(
      url,
      `GET http://elsewhere.example/api/v1/times HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(200);
  });
});

describe('the headers of its answers', () => {
  it('say nosniff on every JSON answer, and no-store where there is a person’s data', async () => {
    const { send, tokenFor, url } = await start({ reset: true });
    const admin = await tokenFor('admin');
    const answers = [
      await send('GET', 'me', { token: admin }),
      await send('GET', 'reservations', { token: admin }),
      await send('GET', 'categories'),
      await send('GET', 'nothing-here'),
      await fetch(`${url}/register`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }),
      await fetch(`${url.replace(/\/api\/v1$/, '')}/elsewhere`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('content-type'), answer.url).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
    }
  });
});
