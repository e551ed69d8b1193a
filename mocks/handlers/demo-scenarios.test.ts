import { describe, expect, it } from 'vitest';
import type { Reservation, Transaction } from '@/lib/api/api-types';
import { demoAccounts } from '../db/seed';
import { DAY_MS, FIXED_NOW, FIXED_TODAY as TODAY, HOUR_MS } from '../test-kit/clock';
import { callApi, decideProof, setUpTestBackend } from '../test-kit/http-client';
import { SCENARIOS_IN_ORDER } from '../test-kit/demo';

const { expectRefused } = setUpTestBackend();

interface Started {
  name: string;
  token: string;
  path: string;
}

interface Me {
  name: string;
  email: string;
  phone: string;
  role: 'admin' | 'user';
}

const UNKNOWN_SCENARIO = 'Skenario demo tidak dikenal';

async function start(name: string): Promise<Started> {
  const result = await callApi<Started>('POST', '__demo/scenario', { body: { name } });
  expect(result).toEqual({
    status: 200,
    body: { data: { name, token: expect.any(String), path: expect.any(String) }, message: 'Skenario demo siap' },
  });
  return result.body.data;
}

async function me(token: string): Promise<Me> {
  const result = await callApi<Me>('GET', 'me', { token });
  expect(result.status).toBe(200);
  return result.body.data;
}

/** The transaction a scenario lands on, as its persona sees it. */
async function landedTransaction({ token, path }: Started): Promise<Transaction> {
  const id = /^\/(?:payment|dashboard\/transactions)\/(\d+)(?:\/detail)?$/.exec(path)?.[1];
  const result = await callApi<Transaction>('GET', `transaction/${id}`, { token });
  expect(result.status).toBe(200);
  return result.body.data;
}

describe('GET /__demo/scenarios', () => {
  it('lists the scenarios in order, to anyone', async () => {
    const result = await callApi<{ name: string; title: string; description: string }[]>('GET', '__demo/scenarios');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Skenario demo');
    expect(result.body.data.map(({ name }) => name)).toEqual(SCENARIOS_IN_ORDER);
    expect(result.body.data).toContainEqual({
      name: 'busy-day',
      title: 'Hari yang sibuk',
      description: 'Admin dengan sedikitnya 8 reservasi hari ini dalam berbagai status.',
    });
  });
});

describe('POST /__demo/scenario', () => {
  it('customer: a session of the demo customer, landing on the home page', async () => {
    const started = await start('customer');
    expect(started.path).toBe('/');
    expect(await me(started.token)).toMatchObject({ email: demoAccounts.customer.email, role: 'user' });
  });

  it('admin: a session of the admin, landing on today’s schedule', async () => {
    const started = await start('admin');
    expect(started.path).toBe('/dashboard/today-schedule');
    expect(await me(started.token)).toMatchObject({ email: demoAccounts.admin.email, role: 'admin' });
  });

  it('new-customer: a customer registered on the spot under an Indonesian name, who can sign in again', async () => {
    const started = await start('new-customer');
    expect(started.path).toBe('/');
    const person = await me(started.token);
    expect(person).toMatchObject({
      role: 'user',
      name: expect.stringMatching(/^\S+ \S+/),
      email: expect.stringMatching(/^[a-z.]+\d+@contoh\.id$/),
    });
    const again = await callApi('POST', 'login', { body: { email: person.email, password: 'pelanggan123' } });
    expect(again.status).toBe(200);
    expect((await callApi<Reservation[]>('GET', 'reservations/user', { token: started.token })).body.data).toEqual([]);
  });

  it('payment-awaiting: a new customer’s down payment, made now and unpaid, on its payment page', async () => {
    const started = await start('payment-awaiting');
    const transaction = await landedTransaction(started);
    expect(started.path).toBe(`/payment/${transaction.id}`);
    expect(transaction).toMatchObject({ type: 'downpayment', status: 'unpaid', transaction_detail: [] });
    expect(Math.abs(Date.parse(transaction.createdAt) - Date.parse(FIXED_NOW))).toBeLessThan(60_000);
    expect(Date.parse(transaction.reservation.date)).toBeGreaterThanOrEqual(Date.parse(TODAY) + 3 * DAY_MS);
  });

  it('payment-review: the admin, on a transaction whose proof waits for validation', async () => {
    const started = await start('payment-review');
    expect((await me(started.token)).role).toBe('admin');
    const transaction = await landedTransaction(started);
    expect(started.path).toBe(`/dashboard/transactions/${transaction.id}/detail`);
    expect(transaction.status).toBe('unpaid');
    expect(transaction.transaction_detail).toEqual([expect.objectContaining({ isValid: null })]);
    const valid = await decideProof(started.token, transaction.id, 'valid', transaction.transaction_detail[0]?.id);
    expect(valid.body.message).toBe('Bukti pembayaran dinyatakan valid');
  });

  it('payment-expired: a new customer’s transaction of more than 24 hours ago, expired, on its payment page', async () => {
    const started = await start('payment-expired');
    const transaction = await landedTransaction(started);
    expect(started.path).toBe(`/payment/${transaction.id}`);
    expect(transaction.status).toBe('expired');
    expect(Date.parse(FIXED_NOW) - Date.parse(transaction.createdAt)).toBeGreaterThan(24 * HOUR_MS);
    expect(transaction.reservation.status).toBe('cancelled');
  });

  it('review-ready: the demo customer with yesterday’s session done and paid, to review from the history', async () => {
    const started = await start('review-ready');
    expect(started.path).toBe('/history');
    const own = (await callApi<Reservation[]>('GET', 'reservations/user', { token: started.token })).body.data;
    const yesterday = new Date(Date.parse(TODAY) - DAY_MS).toISOString();
    const ready = own.find(
      (reservation) =>
        reservation.date === yesterday && reservation.status === 'success' && reservation.review.length === 0,
    );
    expect(ready?.transactions).toEqual([expect.objectContaining({ status: 'paid' })]);
    const review = await callApi('POST', 'review', {
      token: started.token,
      body: { reservationId: ready?.id, rating: 5, review: 'Sesi fotonya menyenangkan.' },
    });
    expect(review.status).toBe(201);
  });

  it('busy-day: the admin, with at least 8 bookings today in mixed states', async () => {
    const started = await start('busy-day');
    expect(started.path).toBe('/dashboard/today-schedule');
    const today = await callApi<Reservation[]>('GET', `reservation/date?date=${TODAY}`, { token: started.token });
    expect(today.body.data.length).toBeGreaterThanOrEqual(8);
    const states = new Set(
      today.body.data.map((reservation) => `${reservation.status}/${reservation.transactions[0]?.status}`),
    );
    expect(states).toEqual(new Set(['success/paid', 'pending/paid', 'pending/unpaid']));
  });

  it.each([
    ['an unknown name', { name: 'liburan' }],
    ['no name', {}],
    ['no body', undefined],
  ])('refuses %s (404) and changes nothing', async (_case, body) => {
    await expectRefused(() => callApi('POST', '__demo/scenario', { body }), 404, UNKNOWN_SCENARIO);
  });
});
