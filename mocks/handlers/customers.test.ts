import { expect, it } from 'vitest';
import type { Customer, Reservation } from '@/lib/api/api-types';
import { callApi, familyBooking, tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const walkIn = { name: 'Rina Wijaya', phone: '0896-5555-0142' };

/** The admin books the free day's first slot for a walk-in, added as a new customer; answers the booking. */
async function walkInBooked(): Promise<Reservation> {
  const body = { ...familyBooking, customer: walkIn, channel: 'walk-in', type: 'fullpayment' };
  const booked = await callApi<Reservation>('POST', 'reservation', { token: await tokenFor('admin'), body });
  expect(booked.status).toBe(201);
  return booked.body.data;
}

describeRoutes('customers', [
  {
    operation: 'GET /customers',
    access: 'admin',
    call: async () => {
      await walkInBooked();
      return { path: `customers?q=${encodeURIComponent('+62 896 5555')}`, token: await tokenFor('admin') };
    },
    answers: {
      status: 200,
      message: 'Berhasil mengambil data pelanggan',
      data: [{ name: 'Rina Wijaya', email: null, phone: '0896-5555-0142', hasAccount: false }],
    },
    paged: {
      call: async () => ({ path: 'customers?q=wulandari&page=1&pageSize=5', token: await tokenFor('admin') }),
      pagination: { page: 1, pageSize: 5, itemCount: 1, pageCount: 1 },
      data: [{ name: 'Sari Wulandari', hasAccount: true }],
    },
    refusal: {
      when: 'page 0',
      call: async () => ({ path: 'customers?page=0', token: await tokenFor('admin') }),
      status: 400,
      message: 'Halaman tidak valid',
    },
  },
  {
    operation: 'GET /customer/{id}',
    access: 'admin',
    call: async () => {
      const { user } = await walkInBooked();
      return { path: `customer/${user.id}`, token: await tokenFor('admin') };
    },
    answers: {
      status: 200,
      message: 'Berhasil mengambil data pelanggan',
      data: {
        customer: { name: 'Rina Wijaya', firstChannel: 'walk-in', reservationCount: 1, paid: 0 },
        notes: '',
        money: { total: 350_000, paid: 0, remaining: 350_000 },
        reservations: [{ channel: 'walk-in' }],
      },
    },
    refusal: {
      when: 'the id of an admin',
      call: async () => {
        const { body } = await callApi<{ id: number }>('GET', 'me', { token: await tokenFor('admin') });
        return { path: `customer/${body.data.id}`, token: await tokenFor('admin') };
      },
      status: 404,
      message: 'Data tidak ditemukan',
    },
  },
  {
    operation: 'PATCH /customer/{id}',
    access: 'admin',
    call: async () => {
      const { user } = await walkInBooked();
      const body = { notes: '  Suka latar hijau; datang bersama dua anak.  ' };
      return { path: `customer/${user.id}`, token: await tokenFor('admin'), body };
    },
    answers: {
      status: 200,
      message: 'Catatan pelanggan berhasil disimpan',
      data: { notes: 'Suka latar hijau; datang bersama dua anak.', customer: { name: 'Rina Wijaya' } },
    },
    refusal: {
      when: 'notes over 2000 characters',
      call: async () => {
        const { user } = await walkInBooked();
        return { path: `customer/${user.id}`, token: await tokenFor('admin'), body: { notes: 'a'.repeat(2001) } };
      },
      status: 400,
      message: 'Catatan maksimal 2000 karakter',
    },
  },
]);

it('sorts customers by a figure, descending with a leading minus, and refuses an order it does not know', async () => {
  const admin = await tokenFor('admin');
  const byPaid = await callApi<Customer[]>('GET', 'customers?sort=-paid', { token: admin });
  const paid = byPaid.body.data.map((customer) => customer.paid);
  expect(paid).toEqual([...paid].sort((a, b) => b - a));
  expect(paid[0]).toBeGreaterThan(0);

  const refused = await callApi('GET', 'customers?sort=umur', { token: admin });
  expect(refused).toMatchObject({ status: 400, body: { message: 'Urutan pelanggan tidak valid' } });
});

it('books for a walk-in over HTTP: the booking with its transaction, the customer added once', async () => {
  const booked = await walkInBooked();
  expect(booked).toMatchObject({
    channel: 'walk-in',
    user: { name: 'Rina Wijaya', email: null },
    transactions: [{ type: 'fullpayment', status: 'unpaid', total: 350_000 }],
  });
  const admin = await tokenFor('admin');
  const again = await callApi('POST', 'reservation', {
    token: admin,
    body: {
      ...familyBooking,
      timeId: 2,
      customer: { ...walkIn, phone: '+62 896 5555 0142' },
      channel: 'phone',
      type: 'downpayment',
    },
  });
  expect(again).toMatchObject({
    status: 409,
    body: { message: 'Nomor WhatsApp sudah terdaftar atas nama Rina Wijaya' },
  });
  const found = await callApi<Customer[]>('GET', 'customers?q=Rina%20Wijaya', { token: admin });
  expect(found.body.data).toHaveLength(1);
});
