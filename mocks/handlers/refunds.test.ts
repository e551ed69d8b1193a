import { expect, it } from 'vitest';
import type { Refund, Reservation, Transaction } from '@/lib/api/api-types';
import { FIXED_TODAY } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import { book, callApi, decideProof, sendProof, startPayment, tokenFor, uploadImages } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const ACCOUNT = { bank: 'BCA', number: '8730012345', holder: newCustomer.name };

/** The seed's refund still waiting, as the admin lists it. */
async function waitingRefund() {
  const admin = await tokenFor('admin');
  const list = await callApi<Refund[]>('GET', 'refunds?status=waiting', { token: admin });
  const refund = list.body.data[0];
  if (!refund) throw new Error('the seed has no refund waiting');
  return { admin, refund };
}

/** A new customer's booking three weeks ahead, paid in full and validated: answers it and the customer's token. */
async function paidBooking() {
  const customer = await tokenFor(newCustomer);
  const reservation = await book(customer);
  const transaction = await sendProof(customer, (await startPayment(customer, reservation.id, 'fullpayment')).id);
  const admin = await tokenFor('admin');
  expect((await decideProof(admin, transaction.id, 'valid', transaction.transaction_detail[0]?.id)).status).toBe(200);
  return { customer, admin, reservation };
}

describeRoutes('refunds', [
  {
    operation: 'GET /refunds',
    access: 'signed-in',
    call: async () => ({ path: 'refunds', token: await tokenFor('admin') }),
    answers: {
      status: 200,
      message: 'Berhasil mengambil data pengembalian dana',
      data: [
        expect.objectContaining({ status: 'waiting', by: 'customer' }),
        expect.objectContaining({ status: 'paid', by: 'admin', method: 'transfer' }),
      ] as object,
    },
    paged: {
      call: async () => ({ path: 'refunds?status=paid&page=1&pageSize=10', token: await tokenFor('admin') }),
      pagination: { page: 1, pageSize: 10, itemCount: 1, pageCount: 1 },
      data: [{ status: 'paid' }],
    },
    refusal: {
      when: 'an unknown status',
      call: async () => ({ path: 'refunds?status=done', token: await tokenFor('admin') }),
      status: 400,
      message: 'Filter pengembalian dana tidak valid',
    },
  },
  {
    operation: 'PATCH /refund/{id}/paid',
    access: 'admin',
    call: async () => {
      const { admin, refund } = await waitingRefund();
      const [image] = await uploadImages(admin, 'transaction');
      return {
        path: `refund/${refund.id}/paid`,
        token: admin,
        body: { method: 'transfer', paidAt: FIXED_TODAY, image },
      };
    },
    answers: {
      status: 200,
      message: 'Pengembalian dana dicatat',
      data: { status: 'paid', method: 'transfer', paidAt: FIXED_TODAY },
    },
    refusal: {
      when: 'a method the studio does not pay back by',
      call: async () => {
        const { admin, refund } = await waitingRefund();
        return { path: `refund/${refund.id}/paid`, token: admin, body: { method: 'qris', paidAt: FIXED_TODAY } };
      },
      status: 400,
      message: 'Metode pengembalian tidak valid',
    },
  },
]);

it('gives a paid booking’s money back over HTTP: the customer cancels to their account, the admin pays it back', async () => {
  const { customer, admin, reservation } = await paidBooking();
  const withoutAccount = await callApi('PATCH', `reservation/${reservation.id}/cancel-own`, { token: customer });
  expect(withoutAccount).toMatchObject({
    status: 400,
    body: { message: 'Rekening tujuan pengembalian dana wajib diisi' },
  });

  const cancelled = await callApi<Reservation>('PATCH', `reservation/${reservation.id}/cancel-own`, {
    token: customer,
    body: { bankAccount: ACCOUNT },
  });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.data).toMatchObject({
    status: 'cancelled',
    refund: { status: 'waiting', amount: reservation.total, percent: 100, bankAccount: ACCOUNT },
  });

  const own = await callApi<Refund[]>('GET', 'refunds', { token: customer });
  expect(own.body.data).toEqual([
    expect.objectContaining({ reservation: expect.objectContaining({ id: reservation.id }) }),
  ]);
  const refundId = cancelled.body.data.refund?.id;
  const paid = await callApi<Refund>('PATCH', `refund/${refundId}/paid`, {
    token: admin,
    body: { method: 'cash', paidAt: FIXED_TODAY },
  });
  expect(paid.body.data).toMatchObject({ status: 'paid', method: 'cash', image: null });
  const again = await callApi<Reservation>('GET', `reservation/${reservation.id}`, { token: customer });
  expect(again.body.data.refund).toMatchObject({ status: 'paid', paidAt: FIXED_TODAY });
});

it('lets the admin cancel a paid booking with a reason and a smaller refund, shown on its transaction too', async () => {
  const { admin, reservation } = await paidBooking();
  const cancelled = await callApi<Reservation>('PATCH', `reservation/${reservation.id}/cancel`, {
    token: admin,
    body: { reason: 'Studio banjir', refundAmount: 50_000 },
  });
  expect(cancelled.body.data.refund).toMatchObject({ amount: 50_000, reason: 'Studio banjir', by: 'admin' });
  const transactionId = cancelled.body.data.transactions[0]?.id;
  const transaction = await callApi<Transaction>('GET', `transaction/${transactionId}`, { token: admin });
  expect(transaction.body.data.reservation).toMatchObject({
    policy: reservation.policy,
    refund: { amount: 50_000, reason: 'Studio banjir', status: 'waiting' },
  });
});
