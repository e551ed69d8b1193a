import { describe, expect, it } from 'vitest';
import { DAY_MS, FIXED_NOW } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import {
  callApi,
  API_BASE,
  BAD_TOKEN,
  type Method,
  refusal,
  setUpTestBackend,
  tokenFor,
  travelTo,
  UNAUTHORIZED,
} from '../test-kit/http-client';

const MINUTE_MS = 60 * 1000;
const TOO_MANY_ATTEMPTS = 'Terlalu banyak percobaan masuk, coba lagi dalam 15 menit';
const customerLogin = { email: 'pelanggan@studio.test', password: 'pelanggan123' };

/** Sends wrong passwords for an email, each of which must be refused with 401. */
async function failLogins(count: number, email = customerLogin.email): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    expect(await callApi('POST', 'login', { body: { email, password: 'salah-sekali' } })).toEqual(
      refusal(401, 'Email atau password salah'),
    );
  }
}

const { expectRefused } = setUpTestBackend();

const publicUser = (fields: { name: string; email: string; phone: string; role: 'admin' | 'user' }) => ({
  id: expect.any(Number),
  ...fields,
});

describe('POST /register', () => {
  it('creates a customer (201) and answers them without any password', async () => {
    const result = await callApi('POST', 'register', { body: { ...newCustomer, email: '  Budi@Contoh.ID ' } });
    expect(result).toEqual({
      status: 201,
      body: {
        data: publicUser({ name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432', role: 'user' }),
        message: 'Registrasi berhasil, silakan masuk',
      },
    });
    const login = await callApi('POST', 'login', { body: { email: 'budi@contoh.id', password: newCustomer.password } });
    expect(login.status).toBe(200);
  });

  it('refuses a body that is not JSON (400), and reads an empty one as {}', async () => {
    const post = (body: string) =>
      fetch(new URL('register', API_BASE), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    const malformed = await post('nama=Budi');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Format data tidak valid' });
    const empty = await post('');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Nama tidak boleh kosong' });
  });

  it('creates no account when it refuses', async () => {
    await expectRefused(
      () => callApi('POST', 'register', { body: { ...newCustomer, phone: '0812' } }),
      400,
      'Nomor telepon minimal 12 karakter',
    );
    const login = await callApi('POST', 'login', {
      body: { email: newCustomer.email, password: newCustomer.password },
    });
    expect(login).toEqual(refusal(401, 'Email atau password salah'));
  });

  it('refuses an email already registered, compared case-insensitively (409)', async () => {
    await expectRefused(
      () => callApi('POST', 'register', { body: { ...newCustomer, email: 'PELANGGAN@studio.test' } }),
      409,
      'Email sudah terdaftar',
    );
  });

  it.each([
    ['nothing at all', {}, 'Nama tidak boleh kosong'],
    [
      'a missing name, before an invalid email',
      { ...newCustomer, name: '', email: 'bukan-email' },
      'Nama tidak boleh kosong',
    ],
    ['a short name', { ...newCustomer, name: 'Bu' }, 'Nama minimal 3 karakter'],
    ['a long name', { ...newCustomer, name: 'B'.repeat(256) }, 'Nama maksimal 255 karakter'],
    ['a missing email', { ...newCustomer, email: '' }, 'Email tidak boleh kosong'],
    ['an invalid email', { ...newCustomer, email: 'budi@' }, 'Email tidak valid'],
    ['a missing phone', { ...newCustomer, phone: '' }, 'Nomor telepon tidak boleh kosong'],
    ['a short phone', { ...newCustomer, phone: '08123456789' }, 'Nomor telepon minimal 12 karakter'],
    ['a long phone', { ...newCustomer, phone: '0'.repeat(21) }, 'Nomor telepon maksimal 20 karakter'],
    ['a missing password', { ...newCustomer, password: '' }, 'Password tidak boleh kosong'],
    ['a short password', { ...newCustomer, password: '12345' }, 'Password minimal 6 karakter'],
    ['a long password', { ...newCustomer, password: 'x'.repeat(101) }, 'Password maksimal 100 karakter'],
  ])('refuses %s with the first form message (400)', async (_case, body, message) => {
    await expectRefused(() => callApi('POST', 'register', { body }), 400, message);
  });
});

describe('POST /login', () => {
  it('answers a 256-bit bearer token for the demo customer', async () => {
    const result = await callApi<{ token: string }>('POST', 'login', {
      body: { email: 'pelanggan@studio.test', password: 'pelanggan123' },
    });
    expect(result).toEqual({
      status: 200,
      body: { data: { token: expect.stringMatching(/^[0-9a-f]{64}$/) }, message: 'Login berhasil' },
    });
  });

  it('accepts the email in any case', async () => {
    const result = await callApi('POST', 'login', { body: { email: 'ADMIN@Studio.Test', password: 'admin123' } });
    expect(result.status).toBe(200);
  });

  it('gives a new token at every login, and both stay valid', async () => {
    const first = await tokenFor('customer');
    const second = await tokenFor('customer');
    expect(second).not.toBe(first);
    expect((await callApi('GET', 'me', { token: first })).status).toBe(200);
    expect((await callApi('GET', 'me', { token: second })).status).toBe(200);
  });

  it('answers an unknown email and a wrong password alike (401), and opens no session', async () => {
    await expectRefused(
      () => callApi('POST', 'login', { body: { email: 'siapa@contoh.id', password: 'pelanggan123' } }),
      401,
      'Email atau password salah',
    );
    await expectRefused(
      () => callApi('POST', 'login', { body: { email: 'pelanggan@studio.test', password: 'salah123' } }),
      401,
      'Email atau password salah',
    );
  });

  it.each([
    ['nothing', {}, 'Email tidak boleh kosong'],
    ['an invalid email', { email: 'pelanggan', password: 'pelanggan123' }, 'Email tidak valid'],
    ['a missing password', { email: 'pelanggan@studio.test' }, 'Password tidak boleh kosong'],
    ['a short password', { email: 'pelanggan@studio.test', password: '123' }, 'Password minimal 6 karakter'],
  ])('refuses %s with the form message (400)', async (_case, body, message) => {
    await expectRefused(() => callApi('POST', 'login', { body }), 400, message);
  });
});

describe('POST /login throttling', () => {
  it('refuses the right password with 429 after 10 wrong ones within 15 minutes, and signs in once they have passed', async () => {
    await failLogins(10);
    expect(await callApi('POST', 'login', { body: customerLogin })).toEqual(refusal(429, TOO_MANY_ATTEMPTS));
    await travelTo(Date.parse(FIXED_NOW) + 14 * MINUTE_MS);
    expect(await callApi('POST', 'login', { body: { ...customerLogin, email: ' PELANGGAN@Studio.test' } })).toEqual(
      refusal(429, TOO_MANY_ATTEMPTS),
    );
    await travelTo(Date.parse(FIXED_NOW) + 16 * MINUTE_MS);
    expect((await callApi('POST', 'login', { body: customerLogin })).status).toBe(200);
  });

  it('keeps counting the failures of one email only: another still signs in', async () => {
    await failLogins(10);
    expect(
      (await callApi('POST', 'login', { body: { email: 'admin@studio.test', password: 'admin123' } })).status,
    ).toBe(200);
  });

  it('throttles an unknown email as it does a known one', async () => {
    await failLogins(10, 'siapa@contoh.id');
    expect(await callApi('POST', 'login', { body: { email: 'siapa@contoh.id', password: 'salah-sekali' } })).toEqual(
      refusal(429, TOO_MANY_ATTEMPTS),
    );
  });

  it('starts counting afresh after a successful sign-in', async () => {
    await failLogins(9);
    expect((await callApi('POST', 'login', { body: customerLogin })).status).toBe(200);
    await failLogins(9);
    expect((await callApi('POST', 'login', { body: customerLogin })).status).toBe(200);
  });
});

describe('POST /logout', () => {
  it('revokes the token: GET /me with it then answers 401, and so does a second logout', async () => {
    const token = await tokenFor('customer');
    const other = await tokenFor('customer');
    expect(await callApi('POST', 'logout', { token })).toEqual({
      status: 200,
      body: { data: null, message: 'Logout berhasil' },
    });
    expect(await callApi('GET', 'me', { token })).toEqual(refusal(401, UNAUTHORIZED));
    expect(await callApi('POST', 'logout', { token })).toEqual(refusal(401, UNAUTHORIZED));
    expect((await callApi('GET', 'me', { token: other })).status).toBe(200);
  });

  it('refuses an expired token with 401', async () => {
    const token = await tokenFor('customer');
    await travelTo(Date.parse(FIXED_NOW) + 7 * DAY_MS + MINUTE_MS);
    expect(await callApi('POST', 'logout', { token })).toEqual(refusal(401, UNAUTHORIZED));
  });
});

describe('GET /me', () => {
  it('answers the signed-in user: id, name, email, phone and role only', async () => {
    const admin = await callApi('GET', 'me', { token: await tokenFor('admin') });
    expect(admin).toEqual({
      status: 200,
      body: {
        data: publicUser({
          name: 'Admin Studio Senja',
          email: 'admin@studio.test',
          phone: '081200000001',
          role: 'admin',
        }),
        message: 'Data pengguna berhasil diambil',
      },
    });
    const customer = await callApi('GET', 'me', { token: await tokenFor(newCustomer) });
    expect(customer.body.data).toEqual(
      publicUser({ name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432', role: 'user' }),
    );
  });

  it('takes the bearer scheme in any case', async () => {
    const token = await tokenFor('customer');
    const response = await fetch(new URL('me', API_BASE), { headers: { authorization: `bearer ${token}` } });
    expect(response.status).toBe(200);
  });

  it('refuses a visitor and an unknown token (401)', async () => {
    await expectRefused(() => callApi('GET', 'me'), 401, UNAUTHORIZED);
    await expectRefused(() => callApi('GET', 'me', { token: BAD_TOKEN }), 401, UNAUTHORIZED);
  });

  it('accepts a token for 7 days, not longer', async () => {
    const token = await tokenFor('customer');
    const loggedIn = Date.parse(FIXED_NOW);
    await travelTo(loggedIn + 7 * DAY_MS - 60_000);
    expect((await callApi('GET', 'me', { token })).status).toBe(200);
    await travelTo(loggedIn + 7 * DAY_MS + 60_000);
    expect(await callApi('GET', 'me', { token })).toEqual(refusal(401, UNAUTHORIZED));
  });

  it('never shows a password or its hash in any answer', async () => {
    const token = await tokenFor('admin');
    const answers = await Promise.all(
      ['me', 'reservations', 'transactions', 'reviews'].map((path) => callApi('GET', path, { token })),
    );
    const keys = new Set<string>();
    JSON.stringify(answers, (key, value: unknown) => {
      keys.add(key);
      return value;
    });
    expect(keys).toContain('email');
    for (const secret of ['password', 'hash', 'salt', 'iterations', 'token']) expect(keys).not.toContain(secret);
  });
});

describe('every endpoint behind a sign-in', () => {
  const guarded: [Method, string][] = [
    ['GET', 'me'],
    ['POST', 'logout'],
    ['POST', 'category'],
    ['PUT', 'category/1'],
    ['DELETE', 'category/1'],
    ['POST', 'package'],
    ['PUT', 'package/1'],
    ['DELETE', 'package/1'],
    ['POST', 'addon'],
    ['PUT', 'addon/1'],
    ['DELETE', 'addon/1'],
    ['POST', 'time'],
    ['DELETE', 'time/1'],
    ['GET', 'reservations'],
    ['GET', 'reservations/user'],
    ['GET', 'reservation/1'],
    ['GET', 'reservation/date?date=2026-11-23T00:00:00.000Z'],
    ['POST', 'reservation'],
    ['PATCH', 'reservation/1/success'],
    ['PATCH', 'reservation/1/cancel'],
    ['GET', 'transactions'],
    ['GET', 'transaction/1'],
    ['POST', 'transaction'],
    ['POST', 'transaction/1/pay'],
    ['PUT', 'transaction/1/valid/1'],
    ['PUT', 'transaction/1/invalid/1'],
    ['PUT', 'transaction/1/paid'],
    ['GET', 'reviews'],
    ['GET', 'review/1'],
    ['POST', 'review'],
  ];

  it.each(guarded)(
    '%s /%s answers 401 without a token and with an unknown one, before looking at the request',
    async (method, path) => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      await expectRefused(() => callApi(method, path, { body }), 401, UNAUTHORIZED);
      await expectRefused(() => callApi(method, path, { body, token: BAD_TOKEN }), 401, UNAUTHORIZED);
    },
  );
});

describe('accounts input of the wrong type', () => {
  it.each([
    ['POST', 'register', { ...newCustomer, name: { first: 'Budi' } }],
    ['POST', 'register', { ...newCustomer, email: ['budi@contoh.id'] }],
    ['POST', 'login', { email: { address: 'pelanggan@studio.test' }, password: 'pelanggan123' }],
    ['POST', 'login', { email: 'pelanggan@studio.test', password: { value: 'pelanggan123' } }],
  ] as const)('%s /%s refuses %j with 400 Format data tidak valid, not a server error', async (method, path, body) => {
    await expectRefused(() => callApi(method, path, { body }), 400, 'Format data tidak valid');
  });
});
