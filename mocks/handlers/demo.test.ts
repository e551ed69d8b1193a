import { describe, expect, it } from 'vitest';
import type { Reservation } from '@/lib/api/api-types';
import { FIXED_NOW, FREE_DAY, NEAR_FIXED_NOW } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import {
  callApi,
  book,
  familyBooking,
  NOT_FOUND,
  ORIGIN,
  refusal,
  setUpTestBackend,
  startPayment,
  tokenFor,
  UNAUTHORIZED,
  uploadImages,
} from '../test-kit/http-client';

const { expectRefused } = setUpTestBackend();

interface DemoClock {
  now: string;
  offsetMs: number;
}

describe('GET /__demo/clock', () => {
  it('tells the backend’s time and its distance from the real time, to anyone', async () => {
    const result = await callApi<DemoClock>('GET', '__demo/clock');
    expect(result).toEqual({
      status: 200,
      body: {
        data: { now: expect.stringMatching(NEAR_FIXED_NOW), offsetMs: expect.any(Number) },
        message: 'Waktu demo',
      },
    });
    expect(Math.abs(result.body.data.offsetMs - (Date.parse(FIXED_NOW) - Date.now()))).toBeLessThan(60_000);
  });
});

describe('POST /__demo/clock', () => {
  it('moves the time every rule reads', async () => {
    const customer = await tokenFor(newCustomer);
    const later = '2026-11-28T03:00:00.000Z';
    const moved = await callApi<DemoClock>('POST', '__demo/clock', { body: { now: later } });
    expect(moved).toEqual({
      status: 200,
      body: { data: { now: later, offsetMs: expect.any(Number) }, message: 'Waktu demo diperbarui' },
    });
    expect((await callApi<DemoClock>('GET', '__demo/clock')).body.data.now).toMatch(/^2026-11-28T03:00:/);
    expect(
      (await callApi('POST', 'reservation', { token: customer, body: { ...familyBooking, date: FREE_DAY } })).status,
    ).toBe(201);
    await expectRefused(
      () =>
        callApi('POST', 'reservation', {
          token: customer,
          body: { ...familyBooking, date: '2026-11-27T00:00:00.000Z' },
        }),
      400,
      'Tanggal tidak boleh sebelum hari ini',
    );
  });

  it('goes back to the real time with { reset: true }', async () => {
    const result = await callApi<DemoClock>('POST', '__demo/clock', { body: { reset: true } });
    expect(result.status).toBe(200);
    expect(Math.abs(Date.parse(result.body.data.now) - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(result.body.data.offsetMs)).toBeLessThan(60_000);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['an unreadable time', { now: 'besok pagi' }],
    ['a number', { now: 1_800_000_000_000 }],
    ['an instant outside the demo range (the last one JavaScript can hold)', { now: '+275760-09-13T00:00:00.000Z' }],
    ['an instant at the end of the demo range', { now: '2100-01-01T00:00:00.000Z' }],
    ['an instant before the demo range', { now: '1999-12-31T23:59:59.999Z' }],
  ])('refuses %s (400) and leaves the clock alone', async (_case, body) => {
    await expectRefused(() => callApi('POST', '__demo/clock', { body }), 400, 'Waktu tidak valid');
    expect((await callApi<DemoClock>('GET', '__demo/clock')).body.data.now).toMatch(NEAR_FIXED_NOW);
  });
});

describe('POST /__demo/clock (issue 13, finding 1)', () => {
  it('refuses an instant outside the demo range (400 Waktu tidak valid), and every request still works after it', async () => {
    await expectRefused(
      () => callApi('POST', '__demo/clock', { body: { now: '+275760-09-13T00:00:00.000Z' } }),
      400,
      'Waktu tidak valid',
    );
    expect((await callApi('GET', 'categories')).status).toBe(200);
    expect(await tokenFor('admin')).toEqual(expect.any(String));
    expect((await callApi<DemoClock>('GET', '__demo/clock')).body.data.now).toMatch(NEAR_FIXED_NOW);
  });

  it('accepts the edges of the range, and requests keep working there', async () => {
    for (const now of ['2000-01-01T00:00:00.000Z', '2099-12-31T23:00:00.000Z']) {
      const moved = await callApi<DemoClock>('POST', '__demo/clock', { body: { now } });
      expect(moved.status).toBe(200);
      expect(moved.body.data.now.slice(0, 13)).toBe(now.slice(0, 13));
      expect((await callApi('GET', 'categories')).status).toBe(200);
    }
  });
});

describe('POST /__demo/reset', () => {
  it('puts the seed back: changes are gone and every session ends', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    const admin = await tokenFor('admin');
    const result = await callApi('POST', '__demo/reset');
    expect(result).toEqual({ status: 200, body: { data: null, message: 'Data demo dikembalikan ke kondisi awal' } });
    expect(await callApi('GET', 'me', { token: customer })).toEqual(refusal(401, UNAUTHORIZED));
    expect(await callApi('GET', 'me', { token: admin })).toEqual(refusal(401, UNAUTHORIZED));
    const freshAdmin = await tokenFor('admin');
    const all = await callApi<Reservation[]>('GET', 'reservations', { token: freshAdmin });
    expect(all.body.data.map((row) => row.id)).not.toContain(reservation.id);
    expect(
      (await callApi('POST', 'login', { body: { email: newCustomer.email, password: newCustomer.password } })).status,
    ).toBe(401);
  });
});

describe('POST /__demo/reset deletes uploaded files (issue 13, finding 7)', () => {
  it('an old payment proof answers 404 after a reset, and so does a category image', async () => {
    const customer = await tokenFor('customer');
    const reservation = await book(customer);
    const transaction = await startPayment(customer, reservation.id, 'fullpayment');
    const [proof = ''] = await uploadImages(customer, 'transaction');
    expect(
      (await callApi('POST', `transaction/${transaction.id}/pay`, { token: customer, body: { image: proof } })).status,
    ).toBe(201);
    const [categoryImage] = await uploadImages(await tokenFor('admin'), 'category');
    expect((await fetch(`${ORIGIN}${proof}`)).status).toBe(200);
    expect((await callApi('POST', '__demo/reset')).status).toBe(200);
    for (const url of [proof, categoryImage]) {
      const served = await fetch(`${ORIGIN}${url}`);
      expect(served.status).toBe(404);
      expect(await served.json()).toEqual({ message: NOT_FOUND });
    }
  });
});

describe('POST /__demo/past-reservations', () => {
  const countAll = async () =>
    (await callApi<Reservation[]>('GET', 'reservations', { token: await tokenFor('admin') })).body.data.length;

  it('adds the asked number of finished reservations on past days', async () => {
    const before = await countAll();
    const result = await callApi<{ added: number }>('POST', '__demo/past-reservations', { body: { count: 5 } });
    expect(result).toEqual({ status: 200, body: { data: { added: 5 }, message: '5 reservasi lama ditambahkan' } });
    expect(await countAll()).toBe(before + 5);
  });

  it('finding 10: keeps the store at 20,000 reservations at most: adds up to the cap, then refuses (409) without changing anything', async () => {
    const before = await countAll();
    const filled = await callApi<{ added: number }>('POST', '__demo/past-reservations', { body: { count: 20_000 } });
    expect(filled).toEqual({
      status: 200,
      body: {
        data: { added: 20_000 - before },
        message: expect.stringMatching(
          / reservasi lama ditambahkan; data demo kini berisi 20\.000 reservasi, batas maksimumnya$/,
        ),
      },
    });
    expect(await callApi('POST', '__demo/past-reservations', { body: { count: 1 } })).toEqual(
      refusal(
        409,
        'Data demo sudah berisi 20.000 reservasi, batas maksimumnya. Mulai ulang data demo untuk menambah lagi.',
      ),
    );
    expect(await countAll()).toBe(20_000);
    expect((await callApi('POST', '__demo/reset')).status).toBe(200);
    expect(
      (await callApi<{ added: number }>('POST', '__demo/past-reservations', { body: { count: 1 } })).body.data,
    ).toEqual({ added: 1 });
  }, 30_000); // fills the store with 20,000 reservations and reads them all

  it.each([
    ['no body', undefined],
    ['zero', { count: 0 }],
    ['more than 20,000 at once', { count: 20_001 }],
    ['a string', { count: '10' }],
  ])('refuses %s (400) without adding anything', async (_case, body) => {
    await expectRefused(
      () => callApi('POST', '__demo/past-reservations', { body }),
      400,
      'Jumlah harus antara 1 dan 20000',
    );
  });
});
