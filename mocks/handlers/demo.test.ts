import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/lib/api-types';
import { api, book, familyBooking, FIXED_NOW, FREE_DAY, NEAR_FIXED_NOW, newCustomer, refusal, tokenFor, UNAUTHORIZED, setUpTestBackend } from './test-client';

const { expectRefused } = setUpTestBackend();

interface DemoClock {
  now: string;
  offsetMs: number;
}

describe('GET /__demo/clock', () => {
  it('tells the backend’s time and its distance from the real time, to anyone', async () => {
    const result = await api<DemoClock>('GET', '__demo/clock');
    expect(result).toEqual({ status: 200, body: { data: { now: expect.stringMatching(NEAR_FIXED_NOW), offsetMs: expect.any(Number) }, message: 'Waktu demo' } });
    expect(Math.abs(result.body.data.offsetMs - (Date.parse(FIXED_NOW) - Date.now()))).toBeLessThan(60_000);
  });
});

describe('POST /__demo/clock', () => {
  it('moves the time every rule reads', async () => {
    const customer = await tokenFor(newCustomer);
    const later = '2026-11-28T03:00:00.000Z';
    const moved = await api<DemoClock>('POST', '__demo/clock', { body: { now: later } });
    expect(moved).toEqual({ status: 200, body: { data: { now: later, offsetMs: expect.any(Number) }, message: 'Waktu demo diperbarui' } });
    expect((await api<DemoClock>('GET', '__demo/clock')).body.data.now).toMatch(/^2026-11-28T03:00:/);
    expect((await api('POST', 'reservation', { token: customer, body: { ...familyBooking, date: FREE_DAY } })).status).toBe(201);
    await expectRefused(
      () => api('POST', 'reservation', { token: customer, body: { ...familyBooking, date: '2026-11-27T00:00:00.000Z' } }),
      400,
      'Tanggal tidak boleh sebelum hari ini',
    );
  });

  it('goes back to the real time with { reset: true }', async () => {
    const result = await api<DemoClock>('POST', '__demo/clock', { body: { reset: true } });
    expect(result.status).toBe(200);
    expect(Math.abs(Date.parse(result.body.data.now) - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(result.body.data.offsetMs)).toBeLessThan(60_000);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['an unreadable time', { now: 'besok pagi' }],
    ['a number', { now: 1_800_000_000_000 }],
  ])('refuses %s (400) and leaves the clock alone', async (_case, body) => {
    await expectRefused(() => api('POST', '__demo/clock', { body }), 400, 'Waktu tidak valid');
    expect((await api<DemoClock>('GET', '__demo/clock')).body.data.now).toMatch(NEAR_FIXED_NOW);
  });
});

describe('POST /__demo/reset', () => {
  it('puts the seed back: changes are gone and every session ends', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    const admin = await tokenFor('admin');
    const result = await api('POST', '__demo/reset');
    expect(result).toEqual({ status: 200, body: { data: null, message: 'Data demo dikembalikan ke kondisi awal' } });
    expect(await api('GET', 'me', { token: customer })).toEqual(refusal(401, UNAUTHORIZED));
    expect(await api('GET', 'me', { token: admin })).toEqual(refusal(401, UNAUTHORIZED));
    const freshAdmin = await tokenFor('admin');
    const all = await api<Reservation[]>('GET', 'reservations', { token: freshAdmin });
    expect(all.body.data.map((row) => row.id)).not.toContain(reservation.id);
    expect((await api('POST', 'login', { body: { email: newCustomer.email, password: newCustomer.password } })).status).toBe(401);
  });
});
