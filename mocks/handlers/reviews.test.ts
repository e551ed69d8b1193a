import { expect } from 'vitest';
import { newCustomer } from '../test-kit/customers';
import { book, callApi, completedBooking, NOT_FOUND, tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const READ = 'Berhasil mengambil data ulasan';

describeRoutes('reviews', [
  {
    operation: 'POST /review',
    access: 'owner',
    call: async () => {
      const { customer, reservationId } = await completedBooking();
      return { path: 'review', token: customer, body: { reservationId, rating: 4, review: 'Rapi dan ramah.' } };
    },
    answers: {
      status: 201,
      message: 'Ulasan berhasil dikirim',
      data: { rating: 4, review: 'Rapi dan ramah.', user: { name: newCustomer.name } },
    },
    refusal: {
      when: 'a booking not completed yet',
      call: async () => {
        const customer = await tokenFor(newCustomer);
        const { id } = await book(customer);
        return { path: 'review', token: customer, body: { reservationId: id, rating: 5, review: 'Bagus' } };
      },
      status: 409,
      message: 'Reservasi belum selesai',
    },
  },
  {
    operation: 'GET /reviews',
    access: 'admin',
    call: async () => ({ path: 'reviews', token: await tokenFor('admin') }),
    answers: { status: 200, message: READ },
    paged: {
      call: async () => {
        const { customer, reservationId } = await completedBooking();
        const body = { reservationId, rating: 5, review: 'Hasilnya bagus sekali.' };
        expect((await callApi('POST', 'review', { token: customer, body })).status).toBe(201);
        return { path: 'reviews?q=BAGUS%20SEKALI&pageSize=5', token: await tokenFor('admin') };
      },
      pagination: { page: 1, pageSize: 5, itemCount: 1, pageCount: 1 },
      data: [{ reservationId: expect.any(Number) as number, user: { name: newCustomer.name } }],
    },
    refusal: {
      when: 'page 0',
      call: async () => ({ path: 'reviews?page=0', token: await tokenFor('admin') }),
      status: 400,
      message: 'Halaman tidak valid',
    },
  },
  {
    operation: 'GET /reviews/some',
    access: 'anyone',
    call: () => Promise.resolve({ path: 'reviews/some' }),
    answers: { status: 200, message: READ },
  },
  {
    operation: 'GET /review/{reservationId}',
    access: 'owner-or-admin',
    call: async () => {
      const { customer, reservationId } = await completedBooking();
      const body = { reservationId, rating: 5, review: 'Puas sekali.' };
      expect((await callApi('POST', 'review', { token: customer, body })).status).toBe(201);
      return { path: `review/${reservationId}`, token: customer };
    },
    answers: { status: 200, message: READ, data: { rating: 5, review: 'Puas sekali.' } },
    refusal: {
      when: 'a booking without a review',
      call: async () => {
        const customer = await tokenFor(newCustomer);
        const { id } = await book(customer);
        return { path: `review/${id}`, token: customer };
      },
      status: 404,
      message: NOT_FOUND,
    },
  },
]);
