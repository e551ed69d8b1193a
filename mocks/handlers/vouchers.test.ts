import { expect, it } from 'vitest';
import type { Reservation, ReservationQuote, Voucher } from '@/lib/api/api-types';
import { FIXED_TODAY, FREE_DAY } from '../test-kit/clock';
import { newCustomer, otherCustomer } from '../test-kit/customers';
import { book, callApi, familyBooking, tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const lastUse = { code: 'TERAKHIR', kind: 'fixed', value: 50_000, validFrom: FIXED_TODAY, validTo: FREE_DAY, quota: 1 };

/** A voucher added by the admin, which must succeed; answers it and the admin's token. */
async function addVoucher(body: object = lastUse) {
  const admin = await tokenFor('admin');
  const added = await callApi<Voucher>('POST', 'voucher', { token: admin, body });
  expect(added.status).toBe(201);
  return { admin, voucher: added.body.data };
}

describeRoutes('vouchers', [
  {
    operation: 'GET /vouchers',
    access: 'admin',
    call: async () => ({ path: 'vouchers', token: await tokenFor('admin') }),
    answers: {
      status: 200,
      message: 'Berhasil mengambil data voucher',
      data: [{ code: 'MERDEKA17' }, { code: 'WISUDAHEMAT' }, { code: 'SENJAHEMAT', kind: 'percent', value: 10 }],
    },
    paged: {
      call: async () => ({ path: 'vouchers?q=senja&page=1&pageSize=10', token: await tokenFor('admin') }),
      pagination: { page: 1, pageSize: 10, itemCount: 1, pageCount: 1 },
      data: [{ code: 'SENJAHEMAT' }],
    },
  },
  {
    operation: 'POST /voucher',
    access: 'admin',
    call: async () => ({ path: 'voucher', token: await tokenFor('admin'), body: { ...lastUse, code: 'baru' } }),
    answers: { status: 201, message: 'Voucher berhasil ditambahkan', data: { code: 'BARU', used: 0, uses: [] } },
    refusal: {
      when: 'a code another voucher has, in another case',
      call: async () => ({ path: 'voucher', token: await tokenFor('admin'), body: { ...lastUse, code: 'senjahemat' } }),
      status: 409,
      message: 'Kode voucher sudah dipakai',
    },
  },
  {
    operation: 'PUT /voucher/{id}',
    access: 'admin',
    call: async () => {
      const { admin, voucher } = await addVoucher();
      return { path: `voucher/${voucher.id}`, token: admin, body: { ...lastUse, active: false } };
    },
    answers: { status: 200, message: 'Voucher berhasil diperbarui', data: { code: 'TERAKHIR', active: false } },
    refusal: {
      when: 'days that end before they start',
      call: async () => {
        const { admin, voucher } = await addVoucher();
        return { path: `voucher/${voucher.id}`, token: admin, body: { ...lastUse, validTo: '2026-11-01' } };
      },
      status: 400,
      message: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
    },
  },
  {
    operation: 'DELETE /voucher/{id}',
    access: 'admin',
    call: async () => {
      const { admin, voucher } = await addVoucher();
      return { path: `voucher/${voucher.id}`, token: admin };
    },
    answers: { status: 200, message: 'Voucher berhasil dihapus', data: { code: 'TERAKHIR' } },
    refusal: {
      when: 'a voucher a booking used',
      call: async () => {
        const { admin, voucher } = await addVoucher();
        await book(await tokenFor(newCustomer), { voucherCode: 'terakhir' });
        return { path: `voucher/${voucher.id}`, token: admin };
      },
      status: 409,
      message: 'Voucher sudah dipakai; nonaktifkan saja',
    },
  },
  {
    operation: 'POST /reservation/quote',
    access: 'signed-in',
    call: async () => ({
      path: 'reservation/quote',
      token: await tokenFor(newCustomer),
      body: { categoryId: 1, categoryPackageId: 1, voucherCode: 'SenjaHemat' },
    }),
    answers: {
      status: 200,
      message: 'Harga reservasi dihitung',
      data: { subtotal: 350_000, discount: 35_000, total: 315_000, voucherCode: 'SENJAHEMAT' },
    },
    refusal: {
      when: 'a voucher whose days are over',
      call: async () => ({
        path: 'reservation/quote',
        token: await tokenFor(newCustomer),
        body: { categoryId: 1, categoryPackageId: 1, voucherCode: 'MERDEKA17' },
      }),
      status: 400,
      message: 'Kode tidak berlaku',
    },
  },
]);

it('leaves exactly one booking when two customers race for a voucher’s last use', async () => {
  await addVoucher();
  const [first, second] = await Promise.all([tokenFor(newCustomer), tokenFor(otherCustomer)]);
  const results = await Promise.all([
    callApi<Reservation>('POST', 'reservation', { token: first, body: { ...familyBooking, voucherCode: 'terakhir' } }),
    callApi<Reservation>('POST', 'reservation', {
      token: second,
      body: { ...familyBooking, timeId: 2, voucherCode: 'TERAKHIR' },
    }),
  ]);
  expect(results.map((result) => result.status).toSorted()).toEqual([201, 409]);
  expect(results.find((result) => result.status === 409)?.body).toEqual({ message: 'Kuota voucher habis' });
  const admin = await tokenFor('admin');
  const vouchers = await callApi<Voucher[]>('GET', 'vouchers?q=terakhir', { token: admin });
  expect(vouchers.body.data[0]).toMatchObject({ used: 1, uses: [expect.objectContaining({ discount: 50_000 })] });
});

it('prices the booking page’s summary as the booking is then made, and a free booking needs no payment', async () => {
  await addVoucher({ ...lastUse, code: 'GRATIS', value: 5_000_000, quota: null });
  const customer = await tokenFor(newCustomer);
  const quote = await callApi<ReservationQuote>('POST', 'reservation/quote', {
    token: customer,
    body: { ...familyBooking, voucherCode: 'gratis' },
  });
  expect(quote.body.data).toEqual({ subtotal: 350_000, discount: 350_000, total: 0, voucherCode: 'GRATIS' });
  const booked = await book(customer, { voucherCode: 'gratis' });
  expect(booked).toMatchObject({ subtotal: 350_000, discount: 350_000, total: 0, voucherCode: 'GRATIS' });
  expect(booked.transactions).toEqual([expect.objectContaining({ status: 'paid', total: 0 })]);
});
