import { expect, it } from 'vitest';
import { seedPeople } from '../db/seed-people';
import type { Reminder } from '@/lib/api/api-types';
import { reminderLeads } from '@/lib/rules/reminders';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { NEAR_FIXED_NOW } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import { SCENARIOS_IN_ORDER } from '../test-kit/demo';
import {
  book,
  callApi,
  NOT_FOUND,
  ORIGIN,
  startPayment,
  tokenFor,
  travelTo,
  uploadImages,
} from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

// The demo controls are open to anyone: the demo panel uses them before anyone signs in.
describeRoutes('demo', [
  {
    operation: 'POST /__demo/reset',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/reset' }),
    answers: { status: 200, message: 'Data demo dikembalikan ke kondisi awal dan waktu kembali ke waktu nyata' },
  },
  {
    operation: 'GET /__demo/clock',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/clock' }),
    answers: { status: 200, message: 'Waktu demo', data: { now: expect.stringMatching(NEAR_FIXED_NOW) } },
  },
  {
    operation: 'POST /__demo/clock',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/clock', body: { now: '2026-11-28T03:00:00.000Z' } }),
    answers: {
      status: 200,
      message: 'Waktu demo diperbarui',
      data: { now: expect.stringMatching(/^2026-11-28T03:00:/) },
    },
    refusal: {
      when: 'an instant outside the demo range',
      call: () => Promise.resolve({ path: '__demo/clock', body: { now: '2100-01-01T00:00:00.000Z' } }),
      status: 400,
      message: 'Waktu tidak valid',
    },
  },
  {
    operation: 'GET /__demo/inbox',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/inbox' }),
    answers: { status: 200, message: 'Kotak masuk demo' },
  },
  {
    operation: 'POST /__demo/past-reservations',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/past-reservations', body: { count: 5 } }),
    answers: { status: 200, message: '5 reservasi lama ditambahkan', data: { added: 5 } },
    refusal: {
      when: 'a count of zero',
      call: () => Promise.resolve({ path: '__demo/past-reservations', body: { count: 0 } }),
      status: 400,
      message: 'Jumlah harus antara 1 dan 20000',
    },
  },
  {
    operation: 'GET /__demo/scenarios',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/scenarios' }),
    answers: { status: 200, message: 'Skenario demo', data: SCENARIOS_IN_ORDER.map((name) => ({ name })) },
  },
  {
    operation: 'POST /__demo/scenario',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/scenario', body: { name: 'admin' } }),
    answers: {
      status: 200,
      message: 'Skenario demo siap',
      data: { name: 'admin', token: expect.any(String), path: '/dashboard/today-schedule' },
    },
    refusal: {
      when: 'an unknown scenario',
      call: () => Promise.resolve({ path: '__demo/scenario', body: { name: 'liburan' } }),
      status: 404,
      message: 'Skenario demo tidak dikenal',
    },
  },
  {
    operation: 'GET /__demo/network',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/network' }),
    answers: { status: 200, message: 'Simulasi jaringan', data: { latency: 'none', failure: 'none' } },
  },
  {
    operation: 'POST /__demo/network',
    access: 'anyone',
    call: () => Promise.resolve({ path: '__demo/network', body: { latency: 'slow' } }),
    answers: { status: 200, message: 'Simulasi jaringan diperbarui', data: { latency: 'slow', failure: 'none' } },
    refusal: {
      when: 'an unknown latency',
      call: () => Promise.resolve({ path: '__demo/network', body: { latency: 'lambat' } }),
      status: 400,
      message: 'Pengaturan jaringan tidak valid',
    },
  },
]);

it('deletes the uploaded files on a reset, as the seed has none', async () => {
  const [image] = await uploadImages(await tokenFor('admin'), 'category');
  expect((await fetch(`${ORIGIN}${image}`)).status).toBe(200);
  expect((await callApi('POST', '__demo/reset')).status).toBe(200);
  const served = await fetch(`${ORIGIN}${image}`);
  expect({ status: served.status, body: await served.json() }).toEqual({ status: 404, body: { message: NOT_FOUND } });
});

it('puts a moved clock back to the real time on a reset', async () => {
  const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
  expect((await callApi('POST', '__demo/clock', { body: { now: ahead } })).status).toBe(200);
  expect((await callApi('POST', '__demo/reset')).status).toBe(200);
  const clock = await callApi<{ now: string }>('GET', '__demo/clock');
  expect(Math.abs(Date.parse(clock.body.data.now) - Date.now())).toBeLessThan(60_000);
});

it('puts the clock back to the real time when asked to reset it', async () => {
  const result = await callApi<{ now: string }>('POST', '__demo/clock', { body: { reset: true } });
  expect(result.status).toBe(200);
  expect(Math.abs(Date.parse(result.body.data.now) - Date.now())).toBeLessThan(60_000);
});

it('puts on top of the inbox the email that falls due when the clock moves on', async () => {
  const customer = await tokenFor(newCustomer);
  const booking = await book(customer);
  const transaction = await startPayment(customer, booking.id, 'fullpayment');
  const inbox = async () => (await callApi<Reminder[]>('GET', '__demo/inbox')).body.data;
  expect((await inbox()).map((email) => email.reservation.id)).not.toContain(booking.id);

  await travelTo(Date.parse(transaction.expiredAt) - reminderLeads(DEFAULT_SETTINGS.reminders).paymentNotice);
  const [newest] = await inbox();
  expect(newest).toMatchObject({
    kind: 'payment-deadline',
    channel: 'email',
    recipient: newCustomer.email,
    customer: { name: newCustomer.name },
    reservation: { id: booking.id },
  });
});

it('registers the new customer of a scenario under a name of its own', async () => {
  const started = await callApi<{ token: string }>('POST', '__demo/scenario', { body: { name: 'new-customer' } });
  const me = await callApi<{ name: string }>('GET', 'me', { token: started.body.data.token });
  expect(seedPeople.newCustomerNames).toContain(me.body.data.name);
});
