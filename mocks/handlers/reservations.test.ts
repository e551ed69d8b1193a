import { expect, it } from 'vitest';
import type { Reservation } from '@/lib/api/api-types';
import { addDays, slotStart } from '@/lib/rules/studio-time';
import { DAY_MS, FIXED_NOW, FIXED_TODAY, FREE_DAY } from '../test-kit/clock';
import { newCustomer, otherCustomer } from '../test-kit/customers';
import {
  book,
  callApi,
  familyBooking,
  NOT_FOUND,
  sendProof,
  startPayment,
  tokenFor,
  travelTo,
  travelToSessionOf,
} from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const READ = 'Berhasil mengambil data reservasi';
const CANCELLED = 'Reservasi berhasil dibatalkan';

/** A seeded reservation, as the admin lists it, that matches a condition. */
async function seeded(matches: (reservation: Reservation) => boolean): Promise<Reservation> {
  const admin = await tokenFor('admin');
  const listed = await callApi<Reservation[]>('GET', 'reservations', { token: admin });
  const found = listed.body.data.find(matches);
  if (!found) throw new Error('the seed has no such reservation');
  return found;
}

/** A new customer and their booking of the free day's first slot, without a transaction. */
async function customerWithBooking() {
  const customer = await tokenFor(newCustomer);
  return { customer, reservation: await book(customer) };
}

const adminOn = async (path: string) => ({ path, token: await tokenFor('admin') });

const isPaidAndPending = ({ status, transactions }: Reservation) =>
  status === 'pending' && transactions.some((paying) => paying.status === 'paid');

const sessionStartOf = (reservation: Reservation) => slotStart(reservation.date, reservation.timeSlot.time);

/** A seeded paid booking still to come, with the backend's clock moved to `minutes` after its session starts. */
async function atSessionOfPaidBooking(minutes = 0): Promise<Reservation> {
  const paid = await seeded((row) => isPaidAndPending(row) && sessionStartOf(row) > new Date(FIXED_NOW));
  await travelTo(sessionStartOf(paid).getTime() + minutes * 60_000);
  return paid;
}

describeRoutes('reservations', [
  {
    operation: 'POST /reservation',
    access: 'signed-in',
    call: async () => ({
      path: 'reservation',
      token: await tokenFor(newCustomer),
      body: { ...familyBooking, addons: [{ id: 1, quantity: 2 }], total: 1 },
    }),
    answers: {
      status: 201,
      message: 'Reservasi berhasil dibuat',
      data: {
        date: FREE_DAY,
        status: 'pending',
        total: 350_000 + 2 * 50_000,
        timeSlot: { id: 1, time: '10:20' },
        user: { email: newCustomer.email },
      },
    },
    refusal: {
      when: 'a slot already booked that day',
      call: async () => {
        await customerWithBooking();
        return { path: 'reservation', token: await tokenFor(otherCustomer), body: familyBooking };
      },
      status: 409,
      message: 'Waktu sudah dipesan, silakan pilih waktu lain',
    },
  },
  {
    operation: 'GET /reservations',
    access: 'admin',
    call: () => adminOn('reservations'),
    answers: { status: 200, message: READ },
    paged: {
      call: async () => {
        await customerWithBooking();
        return adminOn(`reservations?q=${encodeURIComponent(newCustomer.name)}&status=pending&page=1&pageSize=5`);
      },
      pagination: { page: 1, pageSize: 5, itemCount: 1, pageCount: 1 },
      data: [{ status: 'pending', user: { email: newCustomer.email } }],
    },
    refusal: {
      when: 'a page of 500 rows',
      call: () => adminOn('reservations?page=1&pageSize=500'),
      status: 400,
      message: 'Jumlah data per halaman harus 1 sampai 100',
    },
  },
  {
    operation: 'GET /reservations/user',
    access: 'signed-in',
    call: async () => {
      const { customer } = await customerWithBooking();
      return { path: 'reservations/user', token: customer };
    },
    answers: { status: 200, message: READ, data: [{ status: 'pending', user: { email: newCustomer.email } }] },
    paged: {
      call: async () => {
        const { customer } = await customerWithBooking();
        return { path: 'reservations/user?page=1&pageSize=1', token: customer };
      },
      pagination: { page: 1, pageSize: 1, itemCount: 1, pageCount: 1 },
      data: [{ status: 'pending', user: { email: newCustomer.email } }],
    },
    refusal: {
      when: 'a status no reservation has',
      call: async () => ({ path: 'reservations/user?status=selesai', token: await tokenFor('customer') }),
      status: 400,
      message: 'Filter status reservasi tidak valid',
    },
  },
  {
    operation: 'GET /reservations/range',
    access: 'admin',
    call: async () => {
      await customerWithBooking();
      const week = `startDate=${FREE_DAY.slice(0, 10)}&endDate=${addDays(FREE_DAY, 6).slice(0, 10)}`;
      return adminOn(`reservations/range?${week}`);
    },
    answers: {
      status: 200,
      message: READ,
      data: [{ status: 'pending', date: FREE_DAY, user: { name: newCustomer.name } }],
    },
    refusal: {
      when: 'a range over 31 days',
      call: () => adminOn(`reservations/range?startDate=${FREE_DAY}&endDate=${addDays(FREE_DAY, 31)}`),
      status: 400,
      message: 'Rentang tanggal maksimal 31 hari',
    },
  },
  {
    operation: 'GET /reservation/date',
    access: 'signed-in',
    call: async () => {
      await customerWithBooking();
      return { path: `reservation/date?date=${FREE_DAY.slice(0, 10)}`, token: await tokenFor('customer') };
    },
    answers: { status: 200, message: READ, data: [{ status: 'pending', timeSlot: { id: 1, time: '10:20' } }] },
    refusal: {
      when: 'no date in the query',
      call: async () => ({ path: 'reservation/date', token: await tokenFor('customer') }),
      status: 400,
      message: 'Format tanggal tidak valid',
    },
  },
  {
    operation: 'GET /reservation/{id}',
    access: 'owner-or-admin',
    call: async () => {
      const { customer, reservation } = await customerWithBooking();
      return { path: `reservation/${reservation.id}`, token: customer };
    },
    answers: { status: 200, message: READ, data: { status: 'pending', total: 350_000 } },
    refusal: {
      when: 'an unknown reservation',
      call: () => adminOn('reservation/9999'),
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'PATCH /reservation/{id}/cancel',
    access: 'admin',
    call: async () => {
      const { customer, reservation } = await customerWithBooking();
      await startPayment(customer, reservation.id, 'fullpayment');
      return adminOn(`reservation/${reservation.id}/cancel`);
    },
    answers: {
      status: 200,
      message: CANCELLED,
      data: { status: 'cancelled', transactions: [{ status: 'expired' }] },
    },
    refusal: {
      when: 'a completed reservation',
      call: async () => adminOn(`reservation/${(await seeded(({ status }) => status === 'success')).id}/cancel`),
      status: 409,
      message: 'Reservasi tidak dapat diubah',
    },
  },
  {
    operation: 'PATCH /reservation/{id}/cancel-own',
    access: 'owner',
    call: async () => {
      const { customer, reservation } = await customerWithBooking();
      return { path: `reservation/${reservation.id}/cancel-own`, token: customer };
    },
    answers: { status: 200, message: CANCELLED, data: { status: 'cancelled', transactions: [] } },
    refusal: {
      when: 'a booking whose payment proof waits for the admin’s decision',
      call: async () => {
        const { customer, reservation } = await customerWithBooking();
        await sendProof(customer, (await startPayment(customer, reservation.id, 'fullpayment')).id);
        return { path: `reservation/${reservation.id}/cancel-own`, token: customer };
      },
      status: 409,
      message: 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sedang divalidasi',
    },
  },
  {
    operation: 'PATCH /reservation/{id}/reschedule',
    access: 'owner-or-admin',
    call: async () => {
      const { customer, reservation } = await customerWithBooking();
      return { path: `reservation/${reservation.id}/reschedule`, token: customer, body: { date: FREE_DAY, timeId: 2 } };
    },
    answers: {
      status: 200,
      message: 'Jadwal reservasi berhasil diubah',
      data: {
        date: FREE_DAY,
        timeSlot: { id: 2 },
        reschedules: [{ movedBy: { name: newCustomer.name, role: 'user' } }],
      },
    },
    refusal: {
      when: 'a slot another booking holds',
      call: async () => {
        const { customer, reservation } = await customerWithBooking();
        await book(await tokenFor(otherCustomer), { timeId: 2 });
        return {
          path: `reservation/${reservation.id}/reschedule`,
          token: customer,
          body: { date: FREE_DAY, timeId: 2 },
        };
      },
      status: 409,
      message: 'Waktu sudah dipesan, silakan pilih waktu lain',
    },
  },
  {
    operation: 'PATCH /reservation/{id}/check-in',
    access: 'admin',
    call: async () => {
      const paid = await atSessionOfPaidBooking();
      return adminOn(`reservation/${paid.id}/check-in`);
    },
    answers: { status: 200, message: 'Check-in berhasil', data: { status: 'pending' } },
    refusal: {
      when: 'a booking of another day',
      call: async () => {
        const later = await seeded(
          (row) => isPaidAndPending(row) && row.date !== FIXED_TODAY && sessionStartOf(row) > new Date(FIXED_NOW),
        );
        return adminOn(`reservation/${later.id}/check-in`);
      },
      status: 409,
      message: 'Hanya dapat dilakukan pada hari sesi',
    },
  },
  {
    operation: 'DELETE /reservation/{id}/check-in',
    access: 'admin',
    call: async () => {
      const paid = await atSessionOfPaidBooking();
      const path = `reservation/${paid.id}/check-in`;
      expect((await callApi('PATCH', path, { token: await tokenFor('admin') })).status).toBe(200);
      return adminOn(path);
    },
    answers: { status: 200, message: 'Check-in dibatalkan', data: { checkedInAt: null } },
    refusal: {
      when: 'a booking nobody checked in',
      call: async () => adminOn(`reservation/${(await atSessionOfPaidBooking()).id}/check-in`),
      status: 409,
      message: 'Pelanggan belum check-in',
    },
  },
  {
    operation: 'PATCH /reservation/{id}/no-show',
    access: 'admin',
    call: async () => adminOn(`reservation/${(await atSessionOfPaidBooking(15)).id}/no-show`),
    answers: { status: 200, message: 'Reservasi ditandai tidak hadir', data: { status: 'no-show' } },
    refusal: {
      when: 'a session started less than 15 minutes ago',
      call: async () => adminOn(`reservation/${(await atSessionOfPaidBooking(14)).id}/no-show`),
      status: 409,
      message: 'Tidak hadir baru dapat ditandai 15 menit setelah sesi dimulai',
    },
  },
  {
    operation: 'DELETE /reservation/{id}/no-show',
    access: 'admin',
    call: async () => {
      const paid = await atSessionOfPaidBooking(20);
      const path = `reservation/${paid.id}/no-show`;
      expect((await callApi('PATCH', path, { token: await tokenFor('admin') })).status).toBe(200);
      return adminOn(path);
    },
    answers: { status: 200, message: 'Tanda tidak hadir dibatalkan', data: { status: 'pending' } },
    refusal: {
      when: 'a booking not marked so',
      call: async () => adminOn(`reservation/${(await atSessionOfPaidBooking(20)).id}/no-show`),
      status: 409,
      message: 'Reservasi tidak ditandai tidak hadir',
    },
  },
  {
    operation: 'PATCH /reservation/{id}/success',
    access: 'admin',
    call: async () => {
      const paid = await seeded(isPaidAndPending);
      await travelToSessionOf(paid);
      return adminOn(`reservation/${paid.id}/success`);
    },
    answers: { status: 200, message: 'Reservasi berhasil diselesaikan', data: { status: 'success' } },
    refusal: {
      when: 'a paid booking whose session has not started',
      call: async () => {
        const upcoming = await seeded((row) => isPaidAndPending(row) && sessionStartOf(row) > new Date(FIXED_NOW));
        return adminOn(`reservation/${upcoming.id}/success`);
      },
      status: 409,
      message: 'Sesi belum dimulai, reservasi belum dapat diselesaikan',
    },
  },
]);

it('books by the clock of the request: at 24 hours a booking without a transaction is cancelled and its slot free', async () => {
  const { customer, reservation } = await customerWithBooking();
  await travelTo(Date.parse(reservation.createdAt) + DAY_MS);
  const again = await callApi('POST', 'reservation', { token: await tokenFor(otherCustomer), body: familyBooking });
  expect(again.status).toBe(201);
  const read = await callApi<Reservation>('GET', `reservation/${reservation.id}`, { token: customer });
  expect(read.body.data.status).toBe('cancelled');
});

it('answers the whole list as before, without pagination, when no page is asked (empty ones count as absent)', async () => {
  const admin = await tokenFor('admin');
  const all = await callApi<Reservation[]>('GET', 'reservations', { token: admin });
  const pending = await callApi<Reservation[]>('GET', 'reservations?status=pending&q=%20&page=&pageSize=', {
    token: admin,
  });
  expect(Object.keys(pending.body).toSorted()).toEqual(['data', 'message']);
  expect(pending.body.data).toEqual(all.body.data.filter((reservation) => reservation.status === 'pending'));
});

it('keeps the sessions of the days asked, both included, with the status and a page as well', async () => {
  const admin = await tokenFor('admin');
  const all = await callApi<Reservation[]>('GET', 'reservations', { token: admin });
  const [from, to] = [FIXED_TODAY, addDays(FIXED_TODAY, 6)];
  const week = all.body.data.filter(({ date }) => from <= date && date <= to);
  expect(week.length).toBeGreaterThan(0);
  const asked = await callApi<Reservation[]>('GET', `reservations?from=${from.slice(0, 10)}&to=${to.slice(0, 10)}`, {
    token: admin,
  });
  expect(asked.body.data).toEqual(week);
  const paged = await callApi<Reservation[]>('GET', `reservations?to=${from}&status=success&page=2&pageSize=5`, {
    token: admin,
  });
  const before = all.body.data.filter(({ date, status }) => date <= from && status === 'success');
  expect(before.length).toBeGreaterThan(5);
  expect(paged.body).toMatchObject({ data: before.slice(5, 10), pagination: { itemCount: before.length } });
  const reversed = await callApi('GET', `reservations?from=${to.slice(0, 10)}&to=${from.slice(0, 10)}`, {
    token: admin,
  });
  expect(reversed).toMatchObject({ status: 400, body: { message: 'Tanggal awal harus sebelum tanggal akhir' } });
});
