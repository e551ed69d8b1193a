import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail } from '@story-harness/story-handlers';
import { makeStore } from '@/app/redux-store';
import { toApiDate } from '@/lib/api/api-date';
import { bookingFormSchema, type BookingFormInput } from '@/lib/forms/schemas';
import { studioToday } from '@/test/date-picker';
import { signInAs } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { useBooking } from './use-booking';

const SERVER_FAILURE = 'Terjadi kesalahan pada server. Coba lagi nanti.';
const SLOT_TAKEN = 'Waktu sudah dipesan, silakan pilih waktu lain';

/** How many times a reservation, and a transaction, were asked for. */
let posts = { reservation: 0, transaction: 0 };
const countPosts = ({ request }: { request: Request }) => {
  if (request.method !== 'POST') return;
  const path = new URL(request.url).pathname;
  if (path.endsWith('/api/v1/reservation')) posts.reservation += 1;
  if (path.endsWith('/api/v1/transaction')) posts.transaction += 1;
};

beforeEach(() => {
  posts = { reservation: 0, transaction: 0 };
  testServer.events.on('request:start', countPosts);
});
afterEach(() => {
  testServer.events.removeListener('request:start', countPosts);
});

/** The next transaction the app creates fails once with a server error; later ones go through. */
const failNextTransaction = () =>
  testServer.use(
    http.post('*/api/v1/transaction', () => HttpResponse.json({ message: SERVER_FAILURE }, { status: 500 }), {
      once: true,
    }),
  );

/** Keluarga Kecil of Foto Keluarga, the day after tomorrow, in a slot nobody has booked, paid with a down payment. */
async function freeBooking(): Promise<BookingFormInput> {
  const date = toApiDate(studioToday().add(2, 'day'));
  const timeId = await testBackend.store.read(
    (db) =>
      db.timeSlots.find((slot) => !db.reservations.some((row) => row.date === date && row.timeSlotId === slot.id))?.id,
  );
  return bookingFormSchema.cast({
    date,
    timeId,
    categoryId: 1,
    categoryPackageId: 1,
    addons: [],
    type: 'downpayment',
  });
}

/** The hook of a signed-in customer, with a store of its own. */
async function customerBooking() {
  await signInAs('customer');
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useBooking(), { wrapper });
  return result;
}

const transactionOf = (transactionId: number) =>
  testBackend.store.read((db) => db.transactions.find((row) => row.id === transactionId));

describe('useBooking', () => {
  it("books the reservation and its transaction, with the reservation's message", async () => {
    const booking = await customerBooking();
    const input = await freeBooking();
    const outcome = await act(() => booking.current.book(input));
    expect(outcome).toEqual({
      kind: 'booked',
      transactionId: expect.any(Number),
      message: 'Reservasi berhasil dibuat',
    });
    if (outcome.kind !== 'booked') return;
    expect(await transactionOf(outcome.transactionId)).toMatchObject({ type: 'downpayment' });
    expect(posts).toEqual({ reservation: 1, transaction: 1 });
  });

  it("answers a refused reservation with the server's message, and asks for no transaction", async () => {
    testServer.use(fail('reservation', 409, SLOT_TAKEN, 'post'));
    const booking = await customerBooking();
    const input = await freeBooking();
    expect(await act(() => booking.current.book(input))).toEqual({ kind: 'refused', message: SLOT_TAKEN });
    expect(posts).toEqual({ reservation: 1, transaction: 0 });
  });

  it("holds the reservation when its transaction fails; a retry creates only the transaction, with the transaction's message", async () => {
    failNextTransaction();
    const booking = await customerBooking();
    const input = await freeBooking();
    const held = await act(() => booking.current.book(input));
    expect(held).toEqual({
      kind: 'held',
      reservationId: expect.any(Number),
      type: 'downpayment',
      message: SERVER_FAILURE,
    });
    if (held.kind !== 'held') return;

    const retried = await act(() => booking.current.retry(held));
    expect(retried).toEqual({
      kind: 'booked',
      transactionId: expect.any(Number),
      message: 'Transaksi berhasil dibuat',
    });
    if (retried.kind !== 'booked') return;
    expect(await transactionOf(retried.transactionId)).toMatchObject({
      reservationId: held.reservationId,
      type: 'downpayment',
    });
    expect(posts).toEqual({ reservation: 1, transaction: 2 });
  });

  it('books a held reservation again by creating only its transaction', async () => {
    failNextTransaction();
    const booking = await customerBooking();
    const input = await freeBooking();
    const held = await act(() => booking.current.book(input));
    if (held.kind !== 'held') throw new Error(`Expected a held booking, got ${held.kind}`);

    const booked = await act(() => booking.current.book(input));
    if (booked.kind !== 'booked') throw new Error(`Expected a booking, got ${booked.kind}`);
    expect(await transactionOf(booked.transactionId)).toMatchObject({ reservationId: held.reservationId });
    expect(posts).toEqual({ reservation: 1, transaction: 2 });
  });
});
