import type { ClosedDays } from '@/lib/api/api-types';
import { addDays } from '@/lib/rules/studio-time';
import { FREE_DAY } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import { book, callApi, NOT_FOUND, tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const closure = { startDate: FREE_DAY, endDate: addDays(FREE_DAY, 1), label: 'Libur Renovasi', note: 'Buka Rabu.' };

/** The admin's token after a new customer booked the free day's first slot; answers the booking's id too. */
async function adminAfterBooking() {
  const { id } = await book(await tokenFor(newCustomer));
  return { admin: await tokenFor('admin'), bookingId: id };
}

/** The seed's closure ahead, as anyone reads it. */
async function seededClosure(): Promise<ClosedDays> {
  const [first] = (await callApi<ClosedDays[]>('GET', 'closed-days')).body.data;
  if (!first) throw new Error('the seed has no closure');
  return first;
}

describeRoutes('closures', [
  {
    operation: 'GET /closed-days',
    access: 'anyone',
    call: () => Promise.resolve({ path: 'closed-days' }),
    answers: { status: 200, message: 'Berhasil mengambil data hari libur', data: [{ label: 'Perawatan Studio' }] },
  },
  {
    operation: 'GET /closed-days/bookings',
    access: 'admin',
    call: async () => {
      const { admin } = await adminAfterBooking();
      return { path: `closed-days/bookings?startDate=${FREE_DAY.slice(0, 10)}&endDate=${FREE_DAY}`, token: admin };
    },
    answers: {
      status: 200,
      message: 'Berhasil mengambil data reservasi',
      data: [{ time: '10:20', customer: { name: newCustomer.name }, paymentStatus: 'none' }],
    },
    refusal: {
      when: 'an end before the start',
      call: async () => ({
        path: `closed-days/bookings?startDate=${FREE_DAY}&endDate=${addDays(FREE_DAY, -1)}`,
        token: await tokenFor('admin'),
      }),
      status: 400,
      message: 'Format tanggal tidak valid',
    },
  },
  {
    operation: 'POST /closed-day',
    access: 'admin',
    call: async () => {
      const { admin, bookingId } = await adminAfterBooking();
      const decisions = [{ reservationId: bookingId, action: 'keep' }];
      return { path: 'closed-day', token: admin, body: { ...closure, decisions } };
    },
    answers: { status: 201, message: 'Hari tutup berhasil disimpan', data: closure },
    refusal: {
      when: 'a booking on those days left without a decision',
      call: async () => ({ path: 'closed-day', token: (await adminAfterBooking()).admin, body: closure }),
      status: 409,
      message: 'Daftar reservasi pada tanggal tersebut sudah berubah, periksa kembali',
    },
  },
  {
    operation: 'DELETE /closed-day/{id}',
    access: 'admin',
    call: async () => ({ path: `closed-day/${(await seededClosure()).id}`, token: await tokenFor('admin') }),
    answers: { status: 200, message: 'Hari tutup berhasil dihapus', data: { label: 'Perawatan Studio' } },
    refusal: {
      when: 'an unknown closure',
      call: async () => ({ path: 'closed-day/999', token: await tokenFor('admin') }),
      status: 404,
      message: NOT_FOUND,
    },
  },
]);
