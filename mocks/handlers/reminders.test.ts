import { expect, it } from 'vitest';
import type { BookedSlot, Reminder } from '@/lib/api/api-types';
import { addDays, DAY_MS, slotStart } from '@/lib/rules/studio-time';
import { FIXED_TODAY } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import { book, callApi, startPayment, tokenFor, travelTo } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

/** The last slot of the day (19:40): free today in the seed, so a booking of it is reminded of its session at once. */
const LAST_SLOT_ID = 29;

/** A new customer books today's last slot, which the upkeep reminds them of at once; answers the admin's queue. */
async function queueForNewBooking() {
  await book(await tokenFor(newCustomer), { date: FIXED_TODAY, timeId: LAST_SLOT_ID });
  const admin = await tokenFor('admin');
  const queue = await callApi<Reminder[]>('GET', 'reminders?channel=whatsapp&status=due', { token: admin });
  return { admin, queue: queue.body.data };
}

/** The reminder of the new customer's booking on a channel, as the admin reads it. */
async function newCustomersReminder(channel: Reminder['channel']) {
  const { admin } = await queueForNewBooking();
  const all = await callApi<Reminder[]>('GET', `reminders?channel=${channel}`, { token: admin });
  const row = all.body.data.find((item) => item.customer.name === newCustomer.name);
  if (!row) throw new Error(`the new customer has no ${channel} reminder`);
  return { admin, row };
}

describeRoutes('reminders', [
  {
    operation: 'GET /reminders',
    access: 'signed-in',
    call: async () => ({ path: 'reminders', token: await tokenFor('customer') }),
    answers: {
      status: 200,
      message: 'Berhasil mengambil data pengingat',
      data: expect.arrayContaining([
        expect.objectContaining({
          channel: 'email',
          status: 'sent',
          customer: expect.objectContaining({ name: 'Sari Wulandari' }),
        }),
      ]) as object,
    },
    paged: {
      call: async () => {
        const customer = await tokenFor(newCustomer);
        await book(customer, { date: FIXED_TODAY, timeId: LAST_SLOT_ID });
        return { path: 'reminders?channel=email&page=1&pageSize=100', token: customer };
      },
      pagination: { page: 1, pageSize: 100, itemCount: 1, pageCount: 1 },
      data: [{ channel: 'email', customer: { name: newCustomer.name } }],
    },
    refusal: {
      when: 'an unknown channel',
      call: async () => ({ path: 'reminders?channel=sms', token: await tokenFor('admin') }),
      status: 400,
      message: 'Filter pengingat tidak valid',
    },
  },
  {
    operation: 'PATCH /reminder/{id}/sent',
    access: 'admin',
    call: async () => {
      const { row, admin } = await newCustomersReminder('whatsapp');
      return { path: `reminder/${row.id}/sent`, token: admin };
    },
    answers: {
      status: 200,
      message: 'Pengingat ditandai terkirim',
      data: { kind: 'session-tomorrow', channel: 'whatsapp', status: 'sent', customer: { name: newCustomer.name } },
    },
    refusal: {
      when: 'an email, sent when it was made',
      call: async () => {
        const { row, admin } = await newCustomersReminder('email');
        return { path: `reminder/${row.id}/sent`, token: admin };
      },
      status: 409,
      message: 'Email terkirim otomatis dan tidak perlu ditandai',
    },
  },
]);

it('lists the admin’s queue by ?channel=whatsapp&status=due, which a marked item leaves', async () => {
  const { admin, queue } = await queueForNewBooking();
  const item = queue.find((row) => row.customer.name === newCustomer.name);
  expect(item).toMatchObject({ channel: 'whatsapp', status: 'due', sentAt: null, recipient: newCustomer.phone });
  expect((await callApi('PATCH', `reminder/${item?.id}/sent`, { token: admin })).status).toBe(200);
  const after = await callApi<Reminder[]>('GET', 'reminders?channel=whatsapp&status=due', { token: admin });
  expect(after.body.data.map((row) => row.id)).not.toContain(item?.id);
});

it('makes the reminders that fell due before it answers: moving the clock makes them appear', async () => {
  const customer = await tokenFor(newCustomer);
  const date = addDays(FIXED_TODAY, 2);
  const taken = await callApi<BookedSlot[]>('GET', `reservation/date?date=${date.slice(0, 10)}`, { token: customer });
  const held = new Set(taken.body.data.map((slot) => slot.timeSlot.id));
  const timeId = Array.from({ length: LAST_SLOT_ID }, (_, index) => index + 1).find((id) => !held.has(id));
  const booking = await book(customer, { date, timeId });
  await startPayment(customer, booking.id, 'fullpayment');
  const emails = async () => (await callApi<Reminder[]>('GET', 'reminders', { token: customer })).body.data;
  expect(await emails()).toEqual([]);

  await travelTo(slotStart(date, booking.timeSlot.time).getTime() - DAY_MS);
  expect(await emails()).toContainEqual(
    expect.objectContaining({
      kind: 'session-tomorrow',
      reservation: { id: booking.id, date, time: booking.timeSlot.time },
    }),
  );
});
