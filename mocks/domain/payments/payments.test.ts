import { describe, expect, it } from 'vitest';
import type { GatewayNotification } from '@/lib/api/api-types';
import { DEMO_STATIC_QRIS } from '@/content/demo-qris';
import { dynamicQris, readQris, summariseQris } from '@/lib/qris/qris';
import { MINUTE_MS } from '@/lib/rules/studio-time';
import type { Draft } from '@mocks/db/draft';
import { HOUR_MS, NOW } from '@mocks/test-kit/clock';
import { addOddPricedPackage, book, changeCount, expectRefusal, issueUpload } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import type { Caller } from '../accounts/access';
import { gatewayPayment } from '../demo/demo-gateway';
import { DomainError } from '../errors';
import { cancelReservation } from '../reservations/reservations';
import { currentSettings, updateSettings } from '../settings/settings';
import { createTransaction, getTransaction, payTransaction } from '../transactions/transactions';
import { createCharge } from './charges';
import { grossAmountText, notificationSignature, serverKeyOf } from './gateway-key';
import { acceptGatewayPayment, listGatewayPayments, refundGatewayPayment } from './gateway-payments';
import { receiveNotification } from './notifications';

const world = seededWorld();

/** The studio switches QRIS to the gateway, with charges of `chargeMinutes`. */
function switchToGateway(db: Draft, chargeMinutes = 15) {
  updateSettings(db, world.as('admin'), { ...currentSettings(db), payments: { qris: 'gateway', chargeMinutes } });
}

/** A booking of 1001 rupiah by the newly registered customer, its transaction of `type`, with the gateway on. */
function openTransaction(type: 'fullpayment' | 'downpayment' = 'fullpayment') {
  switchToGateway(world.db);
  const reservationId = book(world.db, world.as('freshCustomer'), {
    time: '10:20',
    package: addOddPricedPackage(world.db, world.as('admin'), 1001),
  });
  return createTransaction(world.db, world.as('freshCustomer'), { reservationId, type }).data;
}

function charge(transactionId: number, at = world.as('freshCustomer')) {
  const outcome = createCharge(world.db, at, transactionId);
  if (!outcome.data.charge) throw new Error('no charge was made');
  return { outcome, charge: outcome.data.charge };
}

/** What the emulated gateway sends when its sandbox pays `qris` (another amount, or late, if asked). */
const paid = (qris: string, options: { amount?: number; late?: boolean } = {}, at = NOW) =>
  gatewayPayment(world.db, at, { qris, ...options });

const receive = (notification: unknown, at = NOW) => receiveNotification(world.db, at, notification);

/** The notification's refusal: its status and message, and that nothing changed. */
async function expectNotificationRefused(notification: unknown, status: number, message: string) {
  const before = changeCount(world.db);
  const error = await receive(notification).then(
    () => undefined,
    (refusal: unknown) => refusal,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect({ status: (error as DomainError).status, message: (error as DomainError).message }).toEqual({
    status,
    message,
  });
  expect(changeCount(world.db), 'a refused notification changes nothing').toBe(before);
}

const transactionNow = (id: number, caller: Caller = world.as('admin')) => getTransaction(world.db, caller, id).data;

describe('createCharge', () => {
  it('is refused while the studio takes proofs by hand', () => {
    const reservationId = book(world.db, world.as('freshCustomer'), { time: '10:20' });
    const { id } = createTransaction(world.db, world.as('freshCustomer'), { reservationId, type: 'fullpayment' }).data;
    expectRefusal(
      world.db,
      () => createCharge(world.db, world.as('freshCustomer'), id),
      409,
      'Pembayaran otomatis tidak aktif',
    );
  });

  it('makes a QRIS of exactly the installment, its order id the reference, for the settings’ minutes', () => {
    const transaction = openTransaction();
    const { outcome, charge: made } = charge(transaction.id);
    expect(outcome).toMatchObject({ status: 201, message: 'Kode QRIS berhasil dibuat', data: { qris: 'gateway' } });
    expect(made).toEqual({
      orderId: expect.stringMatching(new RegExp(`^SENJA-${transaction.id}-\\d+$`)),
      amount: 1001,
      qris: expect.any(String),
      expiresAt: new Date(NOW.getTime() + 15 * MINUTE_MS).toISOString(),
      status: 'pending',
      createdAt: NOW.toISOString(),
    });
    expect(summariseQris(made.qris)).toMatchObject({
      merchantName: 'STUDIO SENJA (DEMO)',
      amount: 1001,
      reference: made.orderId,
    });
  });

  it('answers a charge still payable as it is, and makes a new one once it lapsed', () => {
    const transaction = openTransaction();
    const first = charge(transaction.id).charge;
    const again = charge(transaction.id, world.as('freshCustomer', new Date(NOW.getTime() + 14 * MINUTE_MS)));
    expect(again.outcome).toMatchObject({ status: 200, message: 'Kode QRIS masih berlaku' });
    expect(again.charge.orderId).toBe(first.orderId);

    const later = world.as('freshCustomer', new Date(NOW.getTime() + 15 * MINUTE_MS));
    expect(transactionNow(transaction.id, later).charge?.status).toBe('expired');
    const next = charge(transaction.id, later);
    expect(next.outcome.status).toBe(201);
    expect(next.charge.orderId).not.toBe(first.orderId);
  });

  it('never outlasts the installment’s deadline', () => {
    const transaction = openTransaction();
    const nearDeadline = new Date(new Date(transaction.expiredAt).getTime() - 5 * MINUTE_MS);
    const { charge: made } = charge(transaction.id, world.as('freshCustomer', nearDeadline));
    expect(made.expiresAt).toBe(transaction.expiredAt);
  });

  it('is the transaction’s customer’s alone', () => {
    const transaction = openTransaction();
    expectRefusal(
      world.db,
      () => createCharge(world.db, world.as('customer'), transaction.id),
      403,
      'Anda tidak memiliki akses',
    );
    expectRefusal(
      world.db,
      () => createCharge(world.db, world.as('admin'), transaction.id),
      403,
      'Anda tidak memiliki akses',
    );
    expectRefusal(
      world.db,
      () => createCharge(world.db, world.as('visitor'), transaction.id),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });

  it('leaves the proof upload to the studios that take proofs by hand', () => {
    const transaction = openTransaction();
    const customer = world.as('freshCustomer');
    const image = issueUpload(world.db, customer, 'transaction');
    expectRefusal(
      world.db,
      () => payTransaction(world.db, customer, transaction.id, { image }),
      409,
      'Pembayaran QRIS dikonfirmasi otomatis, tidak perlu mengunggah bukti',
    );
  });
});

describe('receiveNotification', () => {
  it('counts a paid charge as an accepted installment and marks a full payment paid', async () => {
    const transaction = openTransaction();
    const { charge: made } = charge(transaction.id);
    const outcome = await receive(await paid(made.qris), new Date(NOW.getTime() + MINUTE_MS));
    expect(outcome).toEqual({ status: 200, data: { outcome: 'applied' }, message: 'Notifikasi diterima' });
    const after = transactionNow(transaction.id);
    expect(after.status).toBe('paid');
    expect(after.charge?.status).toBe('paid');
    expect(after.transaction_detail).toEqual([
      expect.objectContaining({ total: 1001, isValid: 'true', method: 'gateway', images: [] }),
    ]);
  });

  it('takes the same payment once, however often and in whatever order it is told', async () => {
    const transaction = openTransaction();
    const { charge: made } = charge(transaction.id);
    const notification = await paid(made.qris);
    expect((await receive(notification)).data.outcome).toBe('applied');
    for (let time = 0; time < 10; time += 1) expect((await receive(notification)).data.outcome).toBe('duplicate');
    // The gateway's later word that the charge expired does not undo the payment.
    const expired = { ...notification, transaction_status: 'expire', status_code: '202' };
    const signed = { ...expired, signature_key: await notificationSignature(expired, serverKeyOf(world.db) ?? '') };
    expect((await receive(signed)).data.outcome).toBe('ignored');

    const after = transactionNow(transaction.id);
    expect(after.transaction_detail).toHaveLength(1);
    expect(after.status).toBe('paid');
    expect(world.db.gatewayPayments).toHaveLength(1);
  });

  it('pays a down payment in two charges: the first half, then the balance', async () => {
    const transaction = openTransaction('downpayment');
    await receive(await paid(charge(transaction.id).charge.qris));
    expect(transactionNow(transaction.id)).toMatchObject({ status: 'unpaid', charge: { status: 'paid', amount: 501 } });
    const balance = charge(transaction.id).charge;
    expect(balance.amount).toBe(500);
    await receive(await paid(balance.qris));
    expect(transactionNow(transaction.id).status).toBe('paid');
  });

  it('refuses a malformed body, a wrong signature and an unknown order, changing nothing', async () => {
    const transaction = openTransaction();
    const notification = await paid(charge(transaction.id).charge.qris);
    await expectNotificationRefused({ ...notification, gross_amount: '1001' }, 400, 'Notifikasi tidak valid');
    await expectNotificationRefused({ order_id: notification.order_id }, 400, 'Notifikasi tidak valid');
    await expectNotificationRefused('settlement', 400, 'Notifikasi tidak valid');
    // Tampered: the amount changed after it was signed, or signed with another key.
    await expectNotificationRefused(
      { ...notification, gross_amount: '1.00' },
      403,
      'Tanda tangan notifikasi tidak valid',
    );
    const forged = await notificationSignature(notification, 'SB-Mid-server-guessed');
    await expectNotificationRefused(
      { ...notification, signature_key: forged },
      403,
      'Tanda tangan notifikasi tidak valid',
    );
    const unknown = { ...notification, order_id: 'SENJA-999-999' };
    const signedUnknown = {
      ...unknown,
      signature_key: await notificationSignature(unknown, serverKeyOf(world.db) ?? ''),
    };
    await expectNotificationRefused(signedUnknown, 404, 'Pesanan tidak dikenal');
    expect(transactionNow(transaction.id).status).toBe('unpaid');
  });

  it('keeps a wrong amount for review, and the charge can still be paid right', async () => {
    const transaction = openTransaction();
    const { charge: made } = charge(transaction.id);
    expect((await receive(await paid(made.qris, { amount: 1000 }))).data.outcome).toBe('review');
    expect(transactionNow(transaction.id, world.as('freshCustomer'))).toMatchObject({
      status: 'unpaid',
      transaction_detail: [],
      paymentsInReview: [{ amount: 1000, expectedAmount: 1001, reason: 'amount', paidAt: NOW.toISOString() }],
    });
    expect(listGatewayPayments(world.db, world.as('admin'), new URLSearchParams('status=review')).data).toEqual([
      expect.objectContaining({ status: 'review', reason: 'amount', amount: 1000, expectedAmount: 1001, review: null }),
    ]);
    expect((await receive(await paid(made.qris))).data.outcome).toBe('applied');
  });

  it('keeps a payment made after its charge expired for review', async () => {
    const transaction = openTransaction();
    const { charge: made } = charge(transaction.id);
    const late = await paid(made.qris, { late: true });
    expect((await receive(late, new Date(NOW.getTime() + 20 * MINUTE_MS))).data.outcome).toBe('review');
    expect(world.db.gatewayPayments.at(-1)).toMatchObject({
      reason: 'late',
      paidAt: new Date(new Date(made.expiresAt).getTime() + MINUTE_MS).toISOString(),
    });
    expect(transactionNow(transaction.id).status).toBe('unpaid');
  });

  it('keeps a payment for a booking no longer open for review', async () => {
    const transaction = openTransaction();
    const { charge: made } = charge(transaction.id);
    cancelReservation(world.db, world.as('admin'), transaction.reservationId, { reason: 'Studio tutup' });
    expect((await receive(await paid(made.qris))).data.outcome).toBe('review');
    expect(world.db.gatewayPayments.at(-1)?.reason).toBe('closed');
  });

  it('takes the end of an unpaid charge once, and waiting in between as nothing', async () => {
    const transaction = openTransaction();
    const notification = await paid(charge(transaction.id).charge.qris);
    const key = serverKeyOf(world.db) ?? '';
    const as = async (transaction_status: string, status_code: string): Promise<GatewayNotification> => {
      const fields = { ...notification, transaction_status, status_code } as GatewayNotification;
      return { ...fields, signature_key: await notificationSignature(fields, key) };
    };
    expect((await receive(await as('pending', '201'))).data.outcome).toBe('ignored');
    expect((await receive(await as('expire', '202'))).data.outcome).toBe('expired');
    expect((await receive(await as('expire', '202'))).data.outcome).toBe('ignored');
    expect(transactionNow(transaction.id).charge?.status).toBe('expired');
  });
});

describe('the review of gateway payments', () => {
  async function inReview(amount = 1000) {
    const transaction = openTransaction();
    await receive(await paid(charge(transaction.id).charge.qris, { amount }));
    const payment = world.db.gatewayPayments.at(-1);
    if (!payment) throw new Error('no payment was kept');
    return { transaction, payment };
  }

  it('accepts a payment as the installment due, once, and completes the transaction', async () => {
    const { transaction, payment } = await inReview();
    const accepted = acceptGatewayPayment(world.db, world.as('admin'), payment.id);
    expect(accepted).toMatchObject({
      message: 'Pembayaran diterima',
      data: { status: 'accepted', review: { by: 'Admin Studio Senja', method: null, note: '' } },
    });
    expect(transactionNow(transaction.id)).toMatchObject({
      status: 'paid',
      transaction_detail: [expect.objectContaining({ total: 1001, method: 'gateway' })],
    });
    expectRefusal(
      world.db,
      () => acceptGatewayPayment(world.db, world.as('admin'), payment.id),
      409,
      'Pembayaran sudah ditinjau',
    );
  });

  it('cannot accept a payment for a booking no longer open: it is given back', async () => {
    const { transaction, payment } = await inReview();
    cancelReservation(world.db, world.as('admin'), transaction.reservationId, { reason: 'Studio tutup' });
    expectRefusal(
      world.db,
      () => acceptGatewayPayment(world.db, world.as('admin'), payment.id),
      409,
      'Transaksi sudah kadaluarsa',
    );
    const refunded = refundGatewayPayment(world.db, world.as('admin'), payment.id, {
      method: 'transfer',
      note: 'BCA 12/1',
    });
    expect(refunded.data).toMatchObject({ status: 'refunded', review: { method: 'transfer', note: 'BCA 12/1' } });
    expectRefusal(
      world.db,
      () => refundGatewayPayment(world.db, world.as('admin'), payment.id, { method: 'cash' }),
      409,
      'Pembayaran sudah ditinjau',
    );
  });

  it('is the admin’s', async () => {
    const { payment } = await inReview();
    for (const rule of [
      (caller: Caller) => listGatewayPayments(world.db, caller, new URLSearchParams()),
      (caller: Caller) => acceptGatewayPayment(world.db, caller, payment.id),
      (caller: Caller) => refundGatewayPayment(world.db, caller, payment.id, { method: 'cash' }),
    ]) {
      expectRefusal(world.db, () => rule(world.as('freshCustomer')), 403, 'Anda tidak memiliki akses');
    }
    expectRefusal(
      world.db,
      () => refundGatewayPayment(world.db, world.as('admin'), payment.id, { method: 'cek' }),
      400,
      'Metode pengembalian tidak valid',
    );
    expectRefusal(
      world.db,
      () => listGatewayPayments(world.db, world.as('admin'), new URLSearchParams('status=lunas')),
      400,
      'Filter pembayaran tidak valid',
    );
  });
});

describe('the gateway’s sandbox', () => {
  it('signs what it sends with the store’s key, as the notification handler checks it', async () => {
    const transaction = openTransaction();
    const { charge: made } = charge(transaction.id);
    const notification = await paid(made.qris, {}, new Date(NOW.getTime() + HOUR_MS / 4 - 1000));
    expect(notification).toMatchObject({
      order_id: made.orderId,
      status_code: '200',
      gross_amount: grossAmountText(1001),
      transaction_status: 'settlement',
      payment_type: 'qris',
      transaction_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(notification.signature_key).toBe(await notificationSignature(notification, serverKeyOf(world.db) ?? ''));
  });

  it('refuses what is no charge’s QRIS', async () => {
    openTransaction();
    await expect(paid('hello')).rejects.toMatchObject({ status: 400, message: 'Kode QRIS tidak valid' });
    // The studio's static QRIS names no amount and no order.
    await expect(paid(DEMO_STATIC_QRIS)).rejects.toMatchObject({ status: 400, message: 'Kode QRIS tidak valid' });
    const stranger = dynamicQris(readQris(DEMO_STATIC_QRIS), { amount: 1001, reference: 'SENJA-9-99' });
    await expect(paid(stranger)).rejects.toMatchObject({ status: 404, message: 'Kode QRIS tidak dikenal' });
  });
});
