import { expect, it } from 'vitest';
import { demoAccounts } from '../db/seed';
import { DAY_MS, FIXED_NOW } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import { API_BASE, callApi, tokenFor, travelTo, UNAUTHORIZED } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const { customer } = demoAccounts;
const customerLogin = { email: customer.email, password: customer.password };

const { expectRefused } = describeRoutes('session', [
  {
    operation: 'POST /register',
    access: 'anyone',
    call: () => Promise.resolve({ path: 'register', body: newCustomer }),
    answers: {
      status: 201,
      message: 'Registrasi berhasil, silakan masuk',
      data: { name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432', role: 'user' },
    },
    refusal: {
      when: 'an email already registered',
      call: () => Promise.resolve({ path: 'register', body: { ...newCustomer, email: customer.email } }),
      status: 409,
      message: 'Email sudah terdaftar',
    },
  },
  {
    operation: 'POST /login',
    access: 'anyone',
    call: () => Promise.resolve({ path: 'login', body: customerLogin }),
    answers: { status: 200, message: 'Login berhasil', data: { token: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    refusal: {
      // The failures must be committed although each is refused, or the lock would never come.
      when: 'the right password after 10 wrong ones',
      call: async () => {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const wrong = await callApi('POST', 'login', { body: { email: customer.email, password: 'salah-sekali' } });
          expect(wrong.status).toBe(401);
        }
        return { path: 'login', body: customerLogin };
      },
      status: 429,
      message: 'Terlalu banyak percobaan masuk, coba lagi dalam 15 menit',
    },
  },
  {
    operation: 'POST /logout',
    access: 'signed-in',
    call: async () => ({ path: 'logout', token: await tokenFor('customer') }),
    answers: { status: 200, message: 'Logout berhasil' },
    refusal: {
      when: 'a token already logged out',
      call: async () => {
        const token = await tokenFor('customer');
        expect((await callApi('POST', 'logout', { token })).status).toBe(200);
        return { path: 'logout', token };
      },
      status: 401,
      message: UNAUTHORIZED,
    },
  },
  {
    operation: 'GET /me',
    access: 'signed-in',
    call: async () => ({ path: 'me', token: await tokenFor(newCustomer) }),
    answers: {
      status: 200,
      message: 'Data pengguna berhasil diambil',
      data: { name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432', role: 'user', reminderOptOuts: [] },
    },
    refusal: {
      when: 'a token past its 7 days',
      call: async () => {
        const token = await tokenFor('customer');
        await travelTo(Date.parse(FIXED_NOW) + 7 * DAY_MS + 60_000);
        return { path: 'me', token };
      },
      status: 401,
      message: UNAUTHORIZED,
    },
  },
  {
    operation: 'PATCH /me',
    access: 'signed-in',
    call: async () => ({
      path: 'me',
      token: await tokenFor(newCustomer),
      body: { reminderOptOuts: ['review-request', 'session-tomorrow'] },
    }),
    answers: {
      status: 200,
      message: 'Profil berhasil diperbarui',
      data: { name: 'Budi Santoso', role: 'user', reminderOptOuts: ['session-tomorrow', 'review-request'] },
    },
    refusal: {
      when: 'an unknown kind of reminder',
      call: async () => ({ path: 'me', token: await tokenFor('customer'), body: { reminderOptOuts: ['ulang-tahun'] } }),
      status: 400,
      message: 'Jenis pengingat tidak valid',
    },
  },
]);

it('refuses a body of another type (415) before it acts, one that is not JSON (400), and reads an empty one as no body', async () => {
  const post = (body: string | Blob, contentType?: string) =>
    fetch(new URL('register', API_BASE), {
      method: 'POST',
      headers: contentType ? { 'Content-Type': contentType } : {},
      body,
    });
  // What a page on another site may send without asking first (CORS only stops it reading the answer).
  const account = JSON.stringify({ ...newCustomer, email: 'lintas.situs@studio.test' });
  for (const [sent, type] of [
    [account, 'text/plain'],
    [new Blob([account]), undefined],
    ['email=lintas.situs%40studio.test', 'application/x-www-form-urlencoded'],
  ] as const) {
    const crossSite = await post(sent, type);
    expect({ status: crossSite.status, body: await crossSite.json() }).toEqual({
      status: 415,
      body: { message: 'Jenis data tidak didukung: kirim data sebagai application/json' },
    });
  }
  const login = await callApi('POST', 'login', {
    body: { email: 'lintas.situs@studio.test', password: newCustomer.password },
  });
  expect(login.status, 'no account was made').toBe(401);
  const malformed = await post('{"name": "Budi",', 'application/json');
  expect({ status: malformed.status, body: await malformed.json() }).toEqual({
    status: 400,
    body: { message: 'Format data tidak valid' },
  });
  const empty = await post('', 'text/plain');
  expect({ status: empty.status, body: await empty.json() }).toEqual({
    status: 400,
    body: { message: 'Nama tidak boleh kosong' },
  });
});

it('refuses a phone that is not a phone number (markup, here) with 400 and the form’s message, registering no one', async () => {
  const markup = { ...newCustomer, phone: '<svg onload=alert()>' };
  await expectRefused(
    () => callApi('POST', 'register', { body: markup }),
    400,
    'Nomor telepon tidak valid (contoh, 0812-3456-7890 atau +62 812 3456 7890)',
  );
  const login = await callApi('POST', 'login', { body: { email: newCustomer.email, password: newCustomer.password } });
  expect(login).toEqual({ status: 401, body: { message: 'Email atau password salah' } });
});

it('takes the bearer scheme of the Authorization header in any case', async () => {
  const token = await tokenFor('customer');
  const response = await fetch(new URL('me', API_BASE), { headers: { authorization: `bearer ${token}` } });
  expect(response.status).toBe(200);
});
