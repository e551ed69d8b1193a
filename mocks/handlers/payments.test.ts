import { expect, it } from 'vitest';
import type { GatewayNotification, GatewayPayment, GatewayPayResult, Settings, Transaction } from '@/lib/api/api-types';
import { settingsValuesOf } from '@/lib/rules/settings';
import { SERVER_KEY_PATTERN } from '../db/gateway-key';
import { newCustomer } from '../test-kit/customers';
import { book, callApi, startPayment, tokenFor } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

/** The studio takes QRIS through the gateway from now on. */
async function switchToGateway(): Promise<void> {
  const admin = await tokenFor('admin');
  const settings = (await callApi<Settings>('GET', 'settings')).body.data;
  const saved = await callApi('PUT', 'settings', {
    token: admin,
    body: { ...settingsValuesOf(settings), payments: { qris: 'gateway', chargeMinutes: 15 } },
  });
  expect(saved.status).toBe(200);
}

/** A new customer's booking with its transaction, the gateway on: answers the customer's token and the transaction. */
async function openTransaction() {
  await switchToGateway();
  const customer = await tokenFor(newCustomer);
  const reservation = await book(customer);
  return { customer, transaction: await startPayment(customer, reservation.id, 'fullpayment') };
}

/** The transaction's new charge, as its customer makes it. */
async function chargeOf(customer: string, transactionId: number) {
  const made = await callApi<Transaction>('POST', `transaction/${transactionId}/charge`, { token: customer });
  expect(made.status).toBe(201);
  const { charge } = made.body.data;
  if (!charge) throw new Error('no charge was made');
  return charge;
}

/** The gateway's sandbox pays a QRIS (as the simulator asks): answers what it sent and what the backend said. */
async function payThroughGateway(body: { qris: string; amount?: number; late?: boolean }) {
  const result = await callApi<GatewayPayResult>('POST', '__demo/gateway/pay', { body });
  expect(result.status).toBe(200);
  return result.body.data;
}

const notify = (notification: unknown) => callApi('POST', 'payments/notification', { body: notification });

/** A payment kept for review: a charge paid Rp 1 short. */
async function paymentInReview(): Promise<{ admin: string; payment: GatewayPayment }> {
  const { customer, transaction } = await openTransaction();
  const charge = await chargeOf(customer, transaction.id);
  await payThroughGateway({ qris: charge.qris, amount: charge.amount - 1 });
  const admin = await tokenFor('admin');
  const payment = (await callApi<GatewayPayment[]>('GET', 'payments?status=review', { token: admin })).body.data[0];
  if (!payment) throw new Error('no payment waits for review');
  return { admin, payment };
}

describeRoutes('payments', [
  {
    operation: 'POST /transaction/{id}/charge',
    access: 'owner',
    call: async () => {
      const { customer, transaction } = await openTransaction();
      return { path: `transaction/${transaction.id}/charge`, token: customer };
    },
    answers: {
      status: 201,
      message: 'Kode QRIS berhasil dibuat',
      data: { qris: 'gateway', charge: { status: 'pending' } },
    },
    refusal: {
      when: 'the studio takes proofs by hand',
      call: async () => {
        const customer = await tokenFor(newCustomer);
        const transaction = await startPayment(customer, (await book(customer)).id, 'fullpayment');
        return { path: `transaction/${transaction.id}/charge`, token: customer };
      },
      status: 409,
      message: 'Pembayaran otomatis tidak aktif',
    },
  },
  {
    operation: 'POST /payments/notification',
    access: 'anyone',
    call: async () => {
      const { customer, transaction } = await openTransaction();
      const charge = await chargeOf(customer, transaction.id);
      // The gateway's own notification, taken once already: the same again changes nothing.
      const { notification } = await payThroughGateway({ qris: charge.qris });
      return { path: 'payments/notification', body: notification };
    },
    answers: { status: 200, message: 'Notifikasi diterima', data: { outcome: 'duplicate' } },
    refusal: {
      when: 'a signature that is not the server key’s',
      call: async () => {
        const { customer, transaction } = await openTransaction();
        const charge = await chargeOf(customer, transaction.id);
        const { notification } = await payThroughGateway({ qris: charge.qris, amount: 1 });
        return { path: 'payments/notification', body: { ...notification, gross_amount: `${charge.amount}.00` } };
      },
      status: 403,
      message: 'Tanda tangan notifikasi tidak valid',
    },
  },
  {
    operation: 'GET /payments',
    access: 'admin',
    call: async () => ({ path: 'payments?status=review', token: (await paymentInReview()).admin }),
    answers: {
      status: 200,
      message: 'Berhasil mengambil data pembayaran',
      data: [expect.objectContaining({ status: 'review', reason: 'amount' })] as object,
    },
    paged: {
      call: async () => ({ path: 'payments?page=1&pageSize=10', token: (await paymentInReview()).admin }),
      pagination: { page: 1, pageSize: 10, itemCount: 1, pageCount: 1 },
      data: [{ status: 'review' }],
    },
    refusal: {
      when: 'an unknown status',
      call: async () => ({ path: 'payments?status=lunas', token: await tokenFor('admin') }),
      status: 400,
      message: 'Filter pembayaran tidak valid',
    },
  },
  {
    operation: 'PUT /payment/{id}/accept',
    access: 'admin',
    call: async () => {
      const { admin, payment } = await paymentInReview();
      return { path: `payment/${payment.id}/accept`, token: admin };
    },
    answers: { status: 200, message: 'Pembayaran diterima', data: { status: 'accepted' } },
    refusal: {
      when: 'a payment applied as it came',
      call: async () => {
        const { customer, transaction } = await openTransaction();
        await payThroughGateway({ qris: (await chargeOf(customer, transaction.id)).qris });
        const admin = await tokenFor('admin');
        const payment = (await callApi<GatewayPayment[]>('GET', 'payments?status=applied', { token: admin })).body
          .data[0];
        return { path: `payment/${payment?.id}/accept`, token: admin };
      },
      status: 409,
      message: 'Pembayaran sudah ditinjau',
    },
  },
  {
    operation: 'PUT /payment/{id}/refund',
    access: 'admin',
    call: async () => {
      const { admin, payment } = await paymentInReview();
      return { path: `payment/${payment.id}/refund`, token: admin, body: { method: 'transfer', note: 'BCA' } };
    },
    answers: { status: 200, message: 'Pengembalian dana dicatat', data: { status: 'refunded' } },
    refusal: {
      when: 'a method the studio does not pay back by',
      call: async () => {
        const { admin, payment } = await paymentInReview();
        return { path: `payment/${payment.id}/refund`, token: admin, body: { method: 'qris' } };
      },
      status: 400,
      message: 'Metode pengembalian tidak valid',
    },
  },
  {
    operation: 'POST /__demo/gateway/pay',
    access: 'anyone',
    call: async () => {
      const { customer, transaction } = await openTransaction();
      return { path: '__demo/gateway/pay', body: { qris: (await chargeOf(customer, transaction.id)).qris } };
    },
    answers: {
      status: 200,
      message: 'Pembayaran dikirim ke gateway',
      data: { status: 200, answer: { data: { outcome: 'applied' }, message: 'Notifikasi diterima' } },
    },
    refusal: {
      when: 'text that is no QRIS',
      call: () => Promise.resolve({ path: '__demo/gateway/pay', body: { qris: 'bukan QRIS' } }),
      status: 400,
      message: 'Kode QRIS tidak valid',
    },
  },
]);

it('turns a payment through the gateway into a paid transaction, and a tampered notification into nothing', async () => {
  const { customer, transaction } = await openTransaction();
  const charge = await chargeOf(customer, transaction.id);
  const { notification } = await payThroughGateway({ qris: charge.qris });
  const paid = await callApi<Transaction>('GET', `transaction/${transaction.id}`, { token: customer });
  expect(paid.body.data).toMatchObject({ status: 'paid', charge: { status: 'paid' } });

  const tampered: GatewayNotification = { ...notification, transaction_id: 'other', gross_amount: '1.00' };
  expect(await notify(tampered)).toMatchObject({
    status: 403,
    body: { message: 'Tanda tangan notifikasi tidak valid' },
  });
  expect(await notify({ order_id: charge.orderId })).toMatchObject({
    status: 400,
    body: { message: 'Notifikasi tidak valid' },
  });
  const again = await callApi<Transaction>('GET', `transaction/${transaction.id}`, { token: customer });
  expect(again.body.data.transaction_detail).toHaveLength(1);
});

it('keeps a payment after its charge expired for review, and the admin gives it back', async () => {
  const { customer, transaction } = await openTransaction();
  const charge = await chargeOf(customer, transaction.id);
  const { answer } = await payThroughGateway({ qris: charge.qris, late: true });
  expect(answer).toMatchObject({ data: { outcome: 'review' } });
  const admin = await tokenFor('admin');
  const [payment] = (await callApi<GatewayPayment[]>('GET', 'payments?status=review', { token: admin })).body.data;
  expect(payment).toMatchObject({ reason: 'late', orderId: charge.orderId, transactionId: transaction.id });
  const refunded = await callApi<GatewayPayment>('PUT', `payment/${payment?.id}/refund`, {
    token: admin,
    body: { method: 'cash' },
  });
  expect(refunded.body.data).toMatchObject({ status: 'refunded', review: { method: 'cash' } });
});

it('never answers the gateway’s server key', async () => {
  const { customer, transaction } = await openTransaction();
  const charge = await chargeOf(customer, transaction.id);
  const paid = await payThroughGateway({ qris: charge.qris });
  const admin = await tokenFor('admin');
  const answers = [
    JSON.stringify(paid),
    JSON.stringify((await callApi('GET', `transaction/${transaction.id}`, { token: admin })).body),
    JSON.stringify((await callApi('GET', 'payments', { token: admin })).body),
    JSON.stringify((await callApi('GET', 'settings')).body),
  ];
  for (const answer of answers) expect(answer).not.toMatch(SERVER_KEY_PATTERN);
});
