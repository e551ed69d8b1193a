import { describe, expect, it } from 'vitest';
import { cancelReservation } from '../reservations/reservations';
import { NOW } from '@mocks/test-kit/clock';
import { addOddPricedPackage, book, expectRefusal, expectRefusedToOutsiders, issueUpload } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import {
  createTransaction,
  decideProof,
  markTransactionPaid,
  payTransaction,
  recordCounterPayment,
} from './transactions';

const world = seededWorld();
const HOUR_MS = 60 * 60 * 1000;

/** A booking of 1001 rupiah by the newly registered customer, with a transaction of the given type. */
function openTransaction(type: 'fullpayment' | 'downpayment', time = '10:20') {
  const reservationId = book(world.db, world.as('freshCustomer'), {
    time,
    package: addOddPricedPackage(world.db, world.as('admin'), 1001),
  });
  return createTransaction(world.db, world.as('freshCustomer'), { reservationId, type }).data;
}

/** The admin records `payment` on the transaction: refused with this status and message, nothing changed. */
function expectPaymentRefused(transactionId: unknown, payment: unknown, status: number, message: string) {
  const record = () => recordCounterPayment(world.db, world.as('admin'), transactionId, payment);
  expectRefusal(world.db, record, status, message);
}

describe('recordCounterPayment', () => {
  it('adds an accepted installment with its method and receipt, so the transaction can be marked paid', () => {
    const transaction = openTransaction('fullpayment');
    const admin = world.as('admin', new Date(NOW.getTime() + HOUR_MS));
    const receipt = issueUpload(world.db, admin, 'transaction');
    const outcome = recordCounterPayment(world.db, admin, String(transaction.id), {
      method: 'cash',
      amount: '1001',
      image: receipt,
    });
    expect(outcome).toMatchObject({ status: 201, message: 'Pembayaran berhasil dicatat', data: { status: 'unpaid' } });
    expect(outcome.data.transaction_detail).toEqual([
      {
        id: expect.any(Number),
        total: 1001,
        isValid: 'true',
        createdAt: admin.now.toISOString(),
        method: 'cash',
        images: [{ imageUrl: receipt }],
      },
    ]);
    expect(markTransactionPaid(world.db, admin, transaction.id).data.status).toBe('paid');
  });

  it('takes each half of a down payment, the first rounded up and the balance the rest, with no receipt', () => {
    const transaction = openTransaction('downpayment');
    const admin = world.as('admin');
    recordCounterPayment(world.db, admin, transaction.id, { method: 'counter-qris', amount: 501 });
    const outcome = recordCounterPayment(world.db, admin, transaction.id, {
      method: 'transfer',
      amount: 500,
      image: '',
    });
    expect(outcome.data.transaction_detail.map(({ total, method, images }) => ({ total, method, images }))).toEqual([
      { total: 501, method: 'counter-qris', images: [] },
      { total: 500, method: 'transfer', images: [] },
    ]);
    expectPaymentRefused(transaction.id, { method: 'cash', amount: 500 }, 409, 'Pembayaran sudah lengkap');
    expect(markTransactionPaid(world.db, admin, transaction.id).data.status).toBe('paid');
  });

  it('pays the balance of a down payment whose first half the customer paid by QRIS', () => {
    const transaction = openTransaction('downpayment');
    const customer = world.as('freshCustomer');
    const sent = payTransaction(world.db, customer, transaction.id, {
      image: issueUpload(world.db, customer, 'transaction'),
    }).data.transaction_detail[0];
    if (!sent) throw new Error('no proof was added');
    expectPaymentRefused(
      transaction.id,
      { method: 'cash', amount: 501 },
      409,
      'Bukti pembayaran sebelumnya sedang divalidasi',
    );
    decideProof(world.db, world.as('admin'), transaction.id, sent.id, true);
    const outcome = recordCounterPayment(world.db, world.as('admin'), transaction.id, { method: 'cash', amount: 500 });
    expect(outcome.data.transaction_detail.map(({ method, isValid }) => [method, isValid])).toEqual([
      ['qris', 'true'],
      ['cash', 'true'],
    ]);
  });

  it('takes exactly the installment due: more is refused, and so is less', () => {
    const transaction = openTransaction('downpayment');
    expectPaymentRefused(
      transaction.id,
      { method: 'cash', amount: 502 },
      400,
      'Jumlah melebihi yang harus dibayar (Rp\u00a0501)',
    );
    expectPaymentRefused(
      transaction.id,
      { method: 'cash', amount: 500 },
      400,
      'Jumlah kurang dari yang harus dibayar (Rp\u00a0501)',
    );
  });

  it('checks the method, the amount and the receipt before the rules of the transaction', () => {
    const transaction = openTransaction('fullpayment');
    const refusals: [unknown, string][] = [
      [{ amount: 1001 }, 'Metode pembayaran tidak boleh kosong'],
      [{ method: 'qris', amount: 1001 }, 'Metode pembayaran tidak valid'],
      [{ method: 'kartu', amount: 1001 }, 'Metode pembayaran tidak valid'],
      [{ method: 'cash' }, 'Jumlah pembayaran tidak boleh kosong'],
      [{ method: 'cash', amount: '' }, 'Jumlah pembayaran tidak boleh kosong'],
      [{ method: 'cash', amount: '1e3' }, 'Jumlah pembayaran tidak valid'],
      [{ method: 'cash', amount: 0 }, 'Jumlah pembayaran tidak valid'],
      [{ method: 'cash', amount: 10.5 }, 'Jumlah pembayaran tidak valid'],
    ];
    for (const [payment, message] of refusals) expectPaymentRefused(transaction.id, payment, 400, message);
  });

  it('accepts only a receipt this admin uploaded and no proof uses', () => {
    const transaction = openTransaction('downpayment');
    const customersUpload = issueUpload(world.db, world.as('freshCustomer'), 'transaction');
    const categoryImage = issueUpload(world.db, world.as('admin'), 'category');
    for (const image of ['/api/v1/files/struk-palsu.png', customersUpload, categoryImage, 42]) {
      expectPaymentRefused(transaction.id, { method: 'cash', amount: 501, image }, 400, 'Gambar tidak valid');
    }
    const receipt = issueUpload(world.db, world.as('admin'), 'transaction');
    recordCounterPayment(world.db, world.as('admin'), transaction.id, { method: 'cash', amount: 501, image: receipt });
    expectPaymentRefused(transaction.id, { method: 'cash', amount: 500, image: receipt }, 400, 'Gambar tidak valid');
  });

  it('refuses a paid, an expired or a cancelled booking’s transaction', () => {
    const paid = openTransaction('fullpayment', '10:40');
    recordCounterPayment(world.db, world.as('admin'), paid.id, { method: 'cash', amount: 1001 });
    markTransactionPaid(world.db, world.as('admin'), paid.id);
    expectPaymentRefused(paid.id, { method: 'cash', amount: 1001 }, 409, 'Transaksi sudah lunas');
    const expired = openTransaction('fullpayment', '11:00');
    cancelReservation(world.db, world.as('admin'), expired.reservationId);
    expectPaymentRefused(expired.id, { method: 'cash', amount: 1001 }, 409, 'Transaksi sudah kadaluarsa');
  });

  it('is the admin’s alone', () => {
    const transaction = openTransaction('fullpayment');
    expectRefusedToOutsiders(
      world,
      (caller) => recordCounterPayment(world.db, caller, transaction.id, { method: 'cash', amount: 1001 }),
      'freshCustomer',
    );
    expectPaymentRefused(9999, { method: 'cash', amount: 1001 }, 404, 'Data tidak ditemukan');
  });
});
