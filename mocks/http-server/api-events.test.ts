import { describe, expect, it } from 'vitest';
import type { ChangesEvent, Reservation } from '@/lib/api/api-types';
import { setUpApiServer } from '../test-kit/api-server';
import { newCustomer, otherCustomer } from '../test-kit/customers';
import { openEvents } from '../test-kit/event-stream';
import { familyBooking, UNAUTHORIZED } from '../test-kit/http-client';

const APP_ORIGIN = 'http://localhost:4173';

const { start } = setUpApiServer();

const startFresh = () => start({ reset: true, corsOrigins: [APP_ORIGIN] });

const changesOf = (data: string) => (JSON.parse(data) as ChangesEvent).changes;

describe('GET /events over HTTP: the live changes', () => {
  it('refuses a stream without a valid token with 401 in the API shape', async () => {
    const { url } = await startFresh();
    for (const token of [undefined, 'bukan-token']) {
      const events = await openEvents(url, token);
      expect(events.response.status).toBe(401);
      expect(await events.response.json()).toEqual({ message: UNAUTHORIZED });
    }
  });

  it("tells an admin of a customer's booking within a second, as an event stream an allowed page may read", async () => {
    const { url, callApi, tokenFor } = await startFresh();
    const [admin, customer] = await Promise.all([tokenFor('admin'), tokenFor(newCustomer)]);
    const events = await openEvents(url, admin);
    expect(events.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const booked = await callApi<Reservation>('POST', 'reservation', { token: customer, body: familyBooking });
    expect(booked.status).toBe(201);
    const event = await events.next(1_000);
    expect(event.type).toBe('changes');
    expect(changesOf(event.data)).toContainEqual({ resource: 'reservations', id: booked.body.data.id });
    expect(Number(event.lastEventId)).toBeGreaterThan(0);
    events.close();
  });

  it("tells a customer of their own booking, never of another customer's", async () => {
    const { url, callApi, tokenFor } = await startFresh();
    const [budi, citra] = await Promise.all([tokenFor(newCustomer), tokenFor(otherCustomer)]);
    const events = await openEvents(url, budi);
    const theirs = await callApi<Reservation>('POST', 'reservation', { token: citra, body: familyBooking });
    expect(theirs.status).toBe(201);
    expect(await events.quietFor(500)).toBe(true);
    const own = await callApi<Reservation>('POST', 'reservation', {
      token: budi,
      body: { ...familyBooking, timeId: 2 },
    });
    expect(own.status).toBe(201);
    const event = await events.next(1_000);
    expect(changesOf(event.data).map(({ resource, id }) => ({ resource, id }))).toContainEqual({
      resource: 'reservations',
      id: own.body.data.id,
    });
    expect(changesOf(event.data)).not.toContainEqual(expect.objectContaining({ id: theirs.body.data.id }));
    events.close();
  });

  it('sends a client reconnecting with Last-Event-ID what it missed, and everything when that is too old', async () => {
    const { url, callApi, tokenFor } = await startFresh();
    const [admin, customer] = await Promise.all([tokenFor('admin'), tokenFor(newCustomer)]);
    const first = await openEvents(url, admin);
    await first.quietFor(100);
    const readUpTo = first.lastId();
    first.close();
    const booked = await callApi<Reservation>('POST', 'reservation', { token: customer, body: familyBooking });
    const again = await openEvents(url, admin, readUpTo);
    expect(changesOf((await again.next(1_000)).data)).toContainEqual({
      resource: 'reservations',
      id: booked.body.data.id,
    });
    again.close();
    const tooOld = await openEvents(url, admin, '0');
    expect(changesOf((await tooOld.next(1_000)).data)).toEqual([{ resource: 'all' }]);
    tooOld.close();
  });

  it('ends the stream of a token signed out meanwhile, at the next change', async () => {
    const { url, callApi, tokenFor } = await startFresh();
    const [budi, citra] = await Promise.all([tokenFor(newCustomer), tokenFor(otherCustomer)]);
    const events = await openEvents(url, budi);
    expect((await callApi('POST', 'logout', { token: budi })).status).toBe(200);
    await callApi('POST', 'reservation', { token: citra, body: familyBooking });
    await expect(Promise.race([events.ended.then(() => 'ended'), events.quietFor(1_000)])).resolves.toBe('ended');
  });

  it('carries the CORS headers of any other answer, and lets a page of another origin send Last-Event-ID', async () => {
    const { url, tokenFor } = await startFresh();
    const preflight = await fetch(`${url}/events`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, last-event-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Last-Event-ID');
    const admin = await tokenFor('admin');
    const response = await fetch(`${url}/events`, {
      headers: { Authorization: `Bearer ${admin}`, Origin: APP_ORIGIN },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    await response.body?.cancel();
  });
});
