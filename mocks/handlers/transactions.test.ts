import { expect, it } from 'vitest';
import type { Transaction } from '@/lib/api/api-types';
import { newCustomer } from '../test-kit/customers';
import {
  book,
  callApi,
  decideProof,
  NOT_FOUND,
  sendProof,
  startPayment,
  tokenFor,
  travelTo,
  uploadImages,
} from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const READ = 'Berhasil mengambil data transaksi';
const EXPIRED = 'Transaksi sudah kadaluarsa';

/** A new customer's booking on the free day (Rp350.000) with its transaction, unpaid. */
async function customerWithTransaction(type: 'fullpayment' | 'downpayment' = 'fullpayment') {
  const customer = await tokenFor(newCustomer);
  const reservation = await book(customer);
  const transaction = await startPayment(customer, reservation.id, type);
  return { customer, reservation, transaction };
}

/** A transaction whose one proof waits for the admin's decision. */
async function proofWaiting() {
  const { customer, transaction } = await customerWithTransaction();
  const [proof] = (await sendProof(customer, transaction.id)).transaction_detail;
  return { customer, transaction, proofId: proof?.id, admin: await tokenFor('admin') };
}

/** A full payment whose proof the admin found valid, ready to be marked paid. */
async function proofAccepted() {
  const waiting = await proofWaiting();
  expect((await decideProof(waiting.admin, waiting.transaction.id, 'valid', waiting.proofId)).status).toBe(200);
  return waiting;
}

describeRoutes('transactions', [
  {
    operation: 'POST /transaction',
    access: 'owner',
    call: async () => {
      const customer = await tokenFor(newCustomer);
      const { id } = await book(customer);
      return { path: 'transaction', token: customer, body: { reservationId: id, type: 'downpayment', total: 1 } };
    },
    answers: {
      status: 201,
      message: 'Transaksi berhasil dibuat',
      data: { type: 'downpayment', status: 'unpaid', total: 175_000, transaction_detail: [] },
    },
    refusal: {
      when: 'a second transaction for a booking',
      call: async () => {
        const { customer, reservation } = await customerWithTransaction();
        return { path: 'transaction', token: customer, body: { reservationId: reservation.id, type: 'fullpayment' } };
      },
      status: 409,
      message: 'Transaksi sudah dibuat',
    },
  },
  {
    operation: 'GET /transactions',
    access: 'admin',
    call: async () => {
      const { customer, transaction } = await customerWithTransaction();
      await sendProof(customer, transaction.id);
      return { path: 'transactions?proof=waiting', token: await tokenFor('admin') };
    },
    answers: { status: 200, message: READ },
    paged: {
      call: async () => {
        await customerWithTransaction();
        return {
          path: `transactions?q=${encodeURIComponent(newCustomer.name)}&page=1`,
          token: await tokenFor('admin'),
        };
      },
      pagination: { page: 1, pageSize: 10, itemCount: 1, pageCount: 1 },
      data: [{ status: 'unpaid', reservation: { user: { name: newCustomer.name } } }],
    },
    refusal: {
      when: 'a proof filter it does not know',
      call: async () => ({ path: 'transactions?proof=valid', token: await tokenFor('admin') }),
      status: 400,
      message: 'Filter bukti pembayaran tidak valid',
    },
  },
  {
    operation: 'GET /transaction/{id}',
    access: 'owner-or-admin',
    call: async () => {
      const { customer, transaction } = await customerWithTransaction();
      return { path: `transaction/${transaction.id}`, token: customer };
    },
    answers: { status: 200, message: READ, data: { type: 'fullpayment', total: 350_000 } },
    refusal: {
      when: 'an unknown transaction',
      call: async () => ({ path: 'transaction/9999', token: await tokenFor('admin') }),
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'POST /transaction/{id}/pay',
    access: 'owner',
    call: async () => {
      const { customer, transaction } = await customerWithTransaction();
      const [image] = await uploadImages(customer, 'transaction');
      return { path: `transaction/${transaction.id}/pay`, token: customer, body: { image } };
    },
    answers: {
      status: 201,
      message: 'Bukti pembayaran berhasil dikirim',
      data: { status: 'unpaid', transaction_detail: [{ total: 350_000, isValid: null }] },
    },
    refusal: {
      when: 'a second proof while one waits',
      call: async () => {
        const { customer, transaction } = await proofWaiting();
        const [image] = await uploadImages(customer, 'transaction');
        return { path: `transaction/${transaction.id}/pay`, token: customer, body: { image } };
      },
      status: 409,
      message: 'Bukti pembayaran sebelumnya sedang divalidasi',
    },
  },
  {
    operation: 'POST /transaction/{id}/counter-payment',
    access: 'admin',
    call: async () => {
      const { transaction } = await customerWithTransaction('downpayment');
      const admin = await tokenFor('admin');
      const [image] = await uploadImages(admin, 'transaction');
      return {
        path: `transaction/${transaction.id}/counter-payment`,
        token: admin,
        body: { method: 'cash', amount: 175_000, image },
      };
    },
    answers: {
      status: 201,
      message: 'Pembayaran berhasil dicatat',
      data: { status: 'unpaid', transaction_detail: [{ total: 175_000, isValid: 'true', method: 'cash' }] },
    },
    refusal: {
      when: 'more than the installment due',
      call: async () => {
        const { transaction } = await customerWithTransaction('downpayment');
        return {
          path: `transaction/${transaction.id}/counter-payment`,
          token: await tokenFor('admin'),
          body: { method: 'transfer', amount: 350_000 },
        };
      },
      status: 400,
      message: 'Jumlah melebihi yang harus dibayar (Rp\u00a0175.000)',
    },
  },
  {
    operation: 'PUT /transaction/{id}/valid/{detailId}',
    access: 'admin',
    call: async () => {
      const { admin, transaction, proofId } = await proofWaiting();
      return { path: `transaction/${transaction.id}/valid/${proofId}`, token: admin };
    },
    answers: {
      status: 200,
      message: 'Bukti pembayaran dinyatakan valid',
      data: { status: 'unpaid', transaction_detail: [{ isValid: 'true' }] },
    },
    refusal: {
      when: 'a proof already decided',
      call: async () => {
        const { admin, transaction, proofId } = await proofAccepted();
        return { path: `transaction/${transaction.id}/valid/${proofId}`, token: admin };
      },
      status: 409,
      message: 'Bukti sudah divalidasi',
    },
  },
  {
    operation: 'PUT /transaction/{id}/invalid/{detailId}',
    access: 'admin',
    call: async () => {
      const { admin, transaction, proofId } = await proofWaiting();
      return { path: `transaction/${transaction.id}/invalid/${proofId}`, token: admin };
    },
    answers: {
      status: 200,
      message: 'Bukti pembayaran dinyatakan tidak valid',
      data: { status: 'unpaid', transaction_detail: [{ isValid: 'false' }] },
    },
    refusal: {
      when: 'a proof of another transaction',
      call: async () => {
        const { admin, proofId } = await proofWaiting();
        return { path: `transaction/1/invalid/${proofId}`, token: admin };
      },
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'PUT /transaction/{id}/paid',
    access: 'admin',
    call: async () => {
      const { admin, transaction } = await proofAccepted();
      return { path: `transaction/${transaction.id}/paid`, token: admin };
    },
    answers: { status: 200, message: 'Transaksi berhasil ditandai lunas', data: { status: 'paid' } },
    refusal: {
      when: 'a transaction past its deadline',
      call: async () => {
        const { transaction } = await customerWithTransaction();
        await travelTo(transaction.expiredAt);
        return { path: `transaction/${transaction.id}/paid`, token: await tokenFor('admin') };
      },
      status: 409,
      message: EXPIRED,
    },
  },
]);

it('answers by the clock of the request: a transaction read at its deadline has expired, with its booking', async () => {
  const { customer, transaction } = await customerWithTransaction();
  const read = () => callApi<Transaction>('GET', `transaction/${transaction.id}`, { token: customer });
  await travelTo(Date.parse(transaction.expiredAt) - 1000);
  expect((await read()).body.data).toMatchObject({ status: 'unpaid', reservation: { status: 'pending' } });
  await travelTo(transaction.expiredAt);
  expect((await read()).body.data).toMatchObject({ status: 'expired', reservation: { status: 'cancelled' } });
});
