import { describe, expect, it } from 'vitest';
import type { CategoryPackage, Transaction } from '@/lib/api/api-types';
import { FIXED_TODAY as TODAY, FREE_DAY, HOUR_MS, NEAR_FIXED_NOW } from '../test-kit/clock';
import { newCustomer, otherCustomer } from '../test-kit/customers';
import {
  callApi,
  BAD_TOKEN,
  book,
  decideProof,
  FORBIDDEN,
  NOT_FOUND,
  payWith,
  sendProof,
  setUpTestBackend,
  startPayment,
  tokenFor,
  travelTo,
  UNAUTHORIZED,
  uploadImages,
} from '../test-kit/http-client';

const { expectRefused, expectOwnerAndAdminsRead } = setUpTestBackend();

const ALREADY_PAID = 'Transaksi sudah lunas';
const EXPIRED = 'Transaksi sudah kadaluarsa';
const INVALID_IMAGE = 'Gambar tidak valid';

/** A customer with a booked reservation on the free day (Rp350.000) and its transaction. */
async function customerWithTransaction(type: 'fullpayment' | 'downpayment' = 'fullpayment') {
  const customer = await tokenFor(newCustomer);
  const reservation = await book(customer);
  const transaction = await startPayment(customer, reservation.id, type);
  return { customer, reservation, transaction };
}

/** A new customer's down payment on a new package at an odd price (Rp100.001), booked on the free day. */
async function downPaymentOnOddPrice() {
  const admin = await tokenFor('admin');
  const odd = await callApi<CategoryPackage>('POST', 'package', {
    token: admin,
    body: { name: 'Paket Ganjil', description: 'Harga ganjil', price: 100_001, categoryId: 1 },
  });
  const customer = await tokenFor(newCustomer);
  const reservation = await book(customer, { categoryPackageId: odd.body.data.id });
  const transaction = await startPayment(customer, reservation.id, 'downpayment');
  return { admin, customer, reservation, transaction };
}

const proofsOf = (transaction: Transaction) => transaction.transaction_detail;

/** Uploads a new proof and sends it for a transaction, which must be refused (409) with this message. */
async function expectNewProofRefused(customer: string, transactionId: number, message: string): Promise<void> {
  const [image] = await uploadImages(customer, 'transaction');
  await expectRefused(() => payWith(customer, transactionId, image), 409, message);
}

describe('POST /transaction', () => {
  it('creates the transaction of a reservation (201): full payment is due at once, within 24 hours', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer, { addons: [{ id: 2, quantity: 1 }] });
    const result = await callApi<Transaction>('POST', 'transaction', {
      token: customer,
      body: { reservationId: reservation.id, type: 'fullpayment', total: 1 },
    });
    const { id, date, status, total, updatedAt, timeSlot, category, categoryPackage, reservation_detail } = reservation;
    const core = { id, date, status, total, updatedAt, timeSlot, category, categoryPackage, reservation_detail };
    expect(result).toEqual({
      status: 201,
      body: {
        data: {
          id: expect.any(Number),
          reservationId: reservation.id,
          type: 'fullpayment',
          status: 'unpaid',
          total: 390_000,
          expiredAt: expect.stringMatching(/^2026-11-24T05:00:/),
          createdAt: expect.stringMatching(NEAR_FIXED_NOW),
          reservation: { ...core, user: { id: reservation.user.id, name: 'Budi Santoso' } },
          transaction_detail: [],
          decisionOverdue: false,
        },
        message: 'Transaksi berhasil dibuat',
      },
    });
    expect(Date.parse(result.body.data.expiredAt) - Date.parse(result.body.data.createdAt)).toBe(24 * HOUR_MS);
    const booked = await callApi<{ transactions: unknown[] }>('GET', `reservation/${reservation.id}`, {
      token: customer,
    });
    expect(booked.body.data.transactions).toEqual([
      {
        id: result.body.data.id,
        type: 'fullpayment',
        status: 'unpaid',
        total: 390_000,
        expiredAt: result.body.data.expiredAt,
        transaction_detail: [],
      },
    ]);
  });

  it('asks half of the total, rounded up to the rupiah, for a down payment', async () => {
    const { transaction } = await downPaymentOnOddPrice();
    expect(transaction).toMatchObject({ type: 'downpayment', total: 50_001 });
  });

  it('installments add up to the total: an odd total of 100,001 is paid as 50,001 then 50,000', async () => {
    const { admin, customer, reservation, transaction } = await downPaymentOnOddPrice();
    const [first] = proofsOf(await sendProof(customer, transaction.id));
    expect((await decideProof(admin, transaction.id, 'valid', first?.id)).status).toBe(200);
    const paidTwice = proofsOf(await sendProof(customer, transaction.id));
    expect(paidTwice.map((proof) => proof.total)).toEqual([50_001, 50_000]);
    expect(paidTwice.reduce((sum, proof) => sum + proof.total, 0)).toBe(reservation.total);
  });

  it('sets the deadline at the session’s start when that comes sooner than 24 hours', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer, { date: TODAY, timeId: 29 });
    const transaction = await startPayment(customer, reservation.id, 'fullpayment');
    expect(transaction.expiredAt).toBe('2026-11-23T12:40:00.000Z');
  });

  it('refuses a second transaction for a reservation (409)', async () => {
    const { customer, reservation } = await customerWithTransaction();
    await expectRefused(
      () =>
        callApi('POST', 'transaction', {
          token: customer,
          body: { reservationId: reservation.id, type: 'downpayment' },
        }),
      409,
      'Transaksi sudah dibuat',
    );
  });

  it('refuses a reservation that is no longer pending (409)', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    await callApi('PATCH', `reservation/${reservation.id}/cancel`, { token: await tokenFor('admin') });
    await expectRefused(
      () =>
        callApi('POST', 'transaction', {
          token: customer,
          body: { reservationId: reservation.id, type: 'fullpayment' },
        }),
      409,
      'Reservasi tidak dapat diubah',
    );
  });

  it('refuses visitors (401), admins and other customers (403), and unknown reservations (404)', async () => {
    const owner = await tokenFor(newCustomer);
    const reservation = await book(owner);
    const body = { reservationId: reservation.id, type: 'fullpayment' };
    await expectRefused(() => callApi('POST', 'transaction', { body }), 401, UNAUTHORIZED);
    await expectRefused(() => callApi('POST', 'transaction', { body, token: BAD_TOKEN }), 401, UNAUTHORIZED);
    const [admin, stranger] = await Promise.all([tokenFor('admin'), tokenFor('customer')]);
    await expectRefused(() => callApi('POST', 'transaction', { body, token: admin }), 403, FORBIDDEN);
    await expectRefused(() => callApi('POST', 'transaction', { body, token: stranger }), 403, FORBIDDEN);
    await expectRefused(
      () => callApi('POST', 'transaction', { body: { ...body, reservationId: 9999 }, token: owner }),
      404,
      NOT_FOUND,
    );
  });

  it.each([
    ['nothing', {}, 'ID Reservasi tidak boleh kosong'],
    ['no type', { reservationId: 1 }, 'Metode transaksi tidak boleh kosong'],
    ['an unknown type', { reservationId: 1, type: 'cicilan' }, 'Metode transaksi tidak boleh kosong'],
  ])('refuses %s (400)', async (_case, body, message) => {
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('POST', 'transaction', { token: customer, body }), 400, message);
  });
});

describe('reading transactions', () => {
  it('GET /transactions: every transaction for the admin, newest first', async () => {
    const { transaction } = await customerWithTransaction();
    const admin = await tokenFor('admin');
    const result = await callApi<Transaction[]>('GET', 'transactions', { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data transaksi');
    expect(result.body.data).toHaveLength(73);
    expect(result.body.data[0]).toEqual(transaction);
    const seededProof = result.body.data.flatMap(proofsOf)[0];
    expect(seededProof).toEqual({
      id: expect.any(Number),
      total: expect.any(Number),
      isValid: expect.toBeOneOf(['true', 'false', null]),
      createdAt: expect.any(String),
      images: [{ imageUrl: expect.any(String) }],
    });
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('GET', 'transactions', { token: customer }), 403, FORBIDDEN);
    await expectRefused(() => callApi('GET', 'transactions'), 401, UNAUTHORIZED);
  });

  it('GET /transactions?proof=waiting: only the open transactions with a proof waiting for validation', async () => {
    const { customer, transaction } = await customerWithTransaction();
    const admin = await tokenFor('admin');
    const waitingIn = (transactions: Transaction[]) =>
      transactions.filter((row) => row.status === 'unpaid' && proofsOf(row).some((proof) => proof.isValid === null));
    const listed = async () =>
      (await callApi<Transaction[]>('GET', 'transactions?proof=waiting', { token: admin })).body.data;
    const sent = await sendProof(customer, transaction.id);
    const everything = (await callApi<Transaction[]>('GET', 'transactions', { token: admin })).body.data;
    expect(await callApi('GET', 'transactions?proof=waiting', { token: admin })).toEqual({
      status: 200,
      body: { data: waitingIn(everything), message: 'Berhasil mengambil data transaksi' },
    });
    expect((await listed())[0]).toEqual(sent);
    const overview = await callApi<{ proofsWaiting: number }>('GET', 'dashboard/overview', { token: admin });
    expect(await listed()).toHaveLength(overview.body.data.proofsWaiting);
    expect((await decideProof(admin, transaction.id, 'invalid', proofsOf(sent)[0]?.id)).status).toBe(200);
    expect((await listed()).map((row) => row.id)).not.toContain(transaction.id);
  });

  it('GET /transactions?proof=…: refuses any other filter (400), after the role (403)', async () => {
    const admin = await tokenFor('admin');
    await expectRefused(
      () => callApi('GET', 'transactions?proof=valid', { token: admin }),
      400,
      'Filter bukti pembayaran tidak valid',
    );
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('GET', 'transactions?proof=valid', { token: customer }), 403, FORBIDDEN);
    const unfiltered = await callApi('GET', 'transactions', { token: admin });
    expect(await callApi('GET', 'transactions?proof=', { token: admin })).toEqual(unfiltered);
  });

  it('GET /transaction/{id}: for the owner and admins; 403 for other customers, 404 when unknown', async () => {
    const { customer, transaction } = await customerWithTransaction();
    const message = 'Berhasil mengambil data transaksi';
    await expectOwnerAndAdminsRead(`transaction/${transaction.id}`, customer, transaction, message);
  });
});

describe('POST /transaction/{id}/pay', () => {
  it('adds a proof waiting for validation (201)', async () => {
    const { customer, transaction } = await customerWithTransaction('downpayment');
    const [image] = await uploadImages(customer, 'transaction');
    const result = await payWith(customer, transaction.id, image);
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Bukti pembayaran berhasil dikirim');
    expect(result.body.data).toEqual({
      ...transaction,
      transaction_detail: [
        {
          id: expect.any(Number),
          total: 175_000,
          isValid: null,
          createdAt: expect.stringMatching(NEAR_FIXED_NOW),
          images: [{ imageUrl: image }],
        },
      ],
    });
  });

  it('refuses a second proof while one waits for validation (409)', async () => {
    const { customer, transaction } = await customerWithTransaction();
    await sendProof(customer, transaction.id);
    await expectNewProofRefused(customer, transaction.id, 'Bukti pembayaran sebelumnya sedang divalidasi');
  });

  it('takes a new proof after an invalid one, and refuses more once enough are valid (409)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    const first = await sendProof(customer, transaction.id);
    await decideProof(admin, transaction.id, 'invalid', proofsOf(first)[0]?.id);
    const second = await sendProof(customer, transaction.id);
    expect(proofsOf(second).map((proof) => proof.isValid)).toEqual(['false', null]);
    await decideProof(admin, transaction.id, 'valid', proofsOf(second)[1]?.id);
    await expectNewProofRefused(customer, transaction.id, 'Pembayaran sudah lengkap');
  });

  it('refuses a paid transaction (409) and an expired one (409)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    const paid = await sendProof(customer, transaction.id);
    await decideProof(admin, transaction.id, 'valid', proofsOf(paid)[0]?.id);
    await callApi('PUT', `transaction/${transaction.id}/paid`, { token: admin });
    await expectNewProofRefused(customer, transaction.id, ALREADY_PAID);

    const later = await book(customer, { timeId: 2 });
    const unpaid = await startPayment(customer, later.id, 'fullpayment');
    await callApi('PATCH', `reservation/${later.id}/cancel`, { token: admin });
    await expectNewProofRefused(customer, unpaid.id, EXPIRED);
  });

  it('refuses an image that is not the customer’s own uploaded proof (400)', async () => {
    const { customer, transaction } = await customerWithTransaction();
    const [categoryImage] = await uploadImages(await tokenFor('admin'), 'category');
    const [othersProof] = await uploadImages(await tokenFor(otherCustomer), 'transaction');
    const pay = (body: unknown) => () =>
      callApi('POST', `transaction/${transaction.id}/pay`, { token: customer, body });
    await expectRefused(pay({}), 400, 'Gambar tidak boleh kosong');
    await expectRefused(pay({ image: '' }), 400, 'Gambar tidak boleh kosong');
    await expectRefused(pay({ image: '/images/receipt-1.svg' }), 400, INVALID_IMAGE);
    await expectRefused(pay({ image: categoryImage }), 400, INVALID_IMAGE);
    await expectRefused(pay({ image: othersProof }), 400, INVALID_IMAGE);
    await expectRefused(pay({ image: 42 }), 400, INVALID_IMAGE);
  });

  it('refuses visitors (401), admins and other customers (403), and unknown transactions (404)', async () => {
    const { customer, transaction } = await customerWithTransaction();
    const [image] = await uploadImages(customer, 'transaction');
    const path = `transaction/${transaction.id}/pay`;
    await expectRefused(() => callApi('POST', path, { body: { image } }), 401, UNAUTHORIZED);
    const [admin, stranger] = await Promise.all([tokenFor('admin'), tokenFor('customer')]);
    await expectRefused(() => callApi('POST', path, { body: { image }, token: admin }), 403, FORBIDDEN);
    await expectRefused(() => callApi('POST', path, { body: { image }, token: stranger }), 403, FORBIDDEN);
    await expectRefused(
      () => callApi('POST', 'transaction/9999/pay', { body: { image }, token: customer }),
      404,
      NOT_FOUND,
    );
  });
});

describe('PUT /transaction/{id}/valid|invalid/{detailId}', () => {
  it('decides a waiting proof once (200), and refuses to decide it again (409)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    const [proof] = proofsOf(await sendProof(customer, transaction.id));
    const valid = await decideProof(admin, transaction.id, 'valid', proof?.id);
    expect(valid.status).toBe(200);
    expect(valid.body.message).toBe('Bukti pembayaran dinyatakan valid');
    expect(valid.body.data).toMatchObject({
      id: transaction.id,
      status: 'unpaid',
      transaction_detail: [{ id: proof?.id, isValid: 'true' }],
    });
    for (const decision of ['valid', 'invalid'] as const) {
      await expectRefused(() => decideProof(admin, transaction.id, decision, proof?.id), 409, 'Bukti sudah divalidasi');
    }
  });

  it('marks a proof invalid (200)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    const [proof] = proofsOf(await sendProof(customer, transaction.id));
    const invalid = await decideProof(admin, transaction.id, 'invalid', proof?.id);
    expect(invalid.status).toBe(200);
    expect(invalid.body.message).toBe('Bukti pembayaran dinyatakan tidak valid');
    expect(proofsOf(invalid.body.data)).toEqual([{ ...proof, isValid: 'false' }]);
  });

  it('refuses unknown transactions and proofs of another transaction (404), customers (403) and visitors (401)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    const [proof] = proofsOf(await sendProof(customer, transaction.id));
    const seeded = (await callApi<Transaction[]>('GET', 'transactions', { token: admin })).body.data.find(
      (row) => row.id !== transaction.id,
    );
    for (const decision of ['valid', 'invalid'] as const) {
      await expectRefused(
        () => callApi('PUT', `transaction/9999/${decision}/${proof?.id}`, { token: admin }),
        404,
        NOT_FOUND,
      );
      await expectRefused(
        () => callApi('PUT', `transaction/${transaction.id}/${decision}/9999`, { token: admin }),
        404,
        NOT_FOUND,
      );
      await expectRefused(
        () => callApi('PUT', `transaction/${seeded?.id}/${decision}/${proof?.id}`, { token: admin }),
        404,
        NOT_FOUND,
      );
      await expectRefused(
        () => callApi('PUT', `transaction/${transaction.id}/${decision}/${proof?.id}`, { token: customer }),
        403,
        FORBIDDEN,
      );
      await expectRefused(
        () => callApi('PUT', `transaction/${transaction.id}/${decision}/${proof?.id}`),
        401,
        UNAUTHORIZED,
      );
    }
  });
});

describe('PUT /transaction/{id}/paid', () => {
  it('marks a full payment paid once its one proof is valid (200)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    const path = `transaction/${transaction.id}/paid`;
    await expectRefused(() => callApi('PUT', path, { token: admin }), 409, 'Bukti pembayaran belum lengkap');
    const [proof] = proofsOf(await sendProof(customer, transaction.id));
    await decideProof(admin, transaction.id, 'valid', proof?.id);
    const result = await callApi<Transaction>('PUT', path, { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Transaksi berhasil ditandai lunas');
    expect(result.body.data).toMatchObject({ id: transaction.id, status: 'paid' });
    await expectRefused(() => callApi('PUT', path, { token: admin }), 409, ALREADY_PAID);
  });

  it('marks a down payment paid only once both proofs are valid', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction('downpayment');
    const path = `transaction/${transaction.id}/paid`;
    const first = proofsOf(await sendProof(customer, transaction.id))[0];
    await decideProof(admin, transaction.id, 'valid', first?.id);
    await expectRefused(() => callApi('PUT', path, { token: admin }), 409, 'Bukti pembayaran belum lengkap');
    const second = proofsOf(await sendProof(customer, transaction.id))[1];
    expect(second).toMatchObject({ total: 175_000, isValid: null });
    await decideProof(admin, transaction.id, 'valid', second?.id);
    const result = await callApi<Transaction>('PUT', path, { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.data.status).toBe('paid');
  });

  it('refuses an expired transaction (409), unknown ones (404), customers (403) and visitors (401)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    await travelTo(transaction.expiredAt);
    const path = `transaction/${transaction.id}/paid`;
    await expectRefused(() => callApi('PUT', path, { token: admin }), 409, EXPIRED);
    await expectRefused(() => callApi('PUT', 'transaction/9999/paid', { token: admin }), 404, NOT_FOUND);
    await expectRefused(() => callApi('PUT', path, { token: customer }), 403, FORBIDDEN);
    await expectRefused(() => callApi('PUT', path), 401, UNAUTHORIZED);
  });
});

describe('expiry', () => {
  it('expires an unpaid transaction without proofs at its deadline, cancelling the reservation and freeing the slot', async () => {
    const { customer, reservation, transaction } = await customerWithTransaction();
    await travelTo(Date.parse(transaction.expiredAt) - 1000);
    expect(
      (await callApi<Transaction>('GET', `transaction/${transaction.id}`, { token: customer })).body.data.status,
    ).toBe('unpaid');
    await travelTo(transaction.expiredAt);
    const expired = await callApi<Transaction>('GET', `transaction/${transaction.id}`, { token: customer });
    expect(expired.body.data).toMatchObject({ status: 'expired', reservation: { status: 'cancelled' } });
    const other = await tokenFor(otherCustomer);
    const rebooked = await book(other, { date: FREE_DAY, timeId: reservation.timeSlot.id });
    expect(rebooked.id).not.toBe(reservation.id);
  });

  it('never expires a transaction whose proof waits for validation', async () => {
    const { customer, transaction } = await customerWithTransaction();
    await sendProof(customer, transaction.id);
    await travelTo(Date.parse(transaction.expiredAt) + 24 * HOUR_MS);
    const read = await callApi<Transaction>('GET', `transaction/${transaction.id}`, { token: customer });
    expect(read.body.data).toMatchObject({ status: 'unpaid', reservation: { status: 'pending' } });
  });

  it('a DP balance proof still waiting at the session start is shown to the admin as overdue', async () => {
    const { customer, transaction } = await customerWithTransaction('downpayment');
    const admin = await tokenFor('admin');
    const firstProof = proofsOf(await sendProof(customer, transaction.id))[0];
    expect((await decideProof(admin, transaction.id, 'valid', firstProof?.id)).status).toBe(200);
    await sendProof(customer, transaction.id);
    const sessionStart = Date.parse('2026-12-14T03:20:00.000Z');
    // The session is three weeks away, longer than a token lives: the admin signs in when looking.
    const overdueIn = async () => {
      const admin = await tokenFor('admin');
      const waiting = await callApi<Transaction[]>('GET', 'transactions?proof=waiting', { token: admin });
      return waiting.body.data.find((row) => row.id === transaction.id)?.decisionOverdue;
    };
    await travelTo(sessionStart - 60_000);
    expect(await overdueIn()).toBe(false);
    await travelTo(sessionStart);
    expect(await overdueIn()).toBe(true);
    const detail = await callApi<Transaction>('GET', `transaction/${transaction.id}`, {
      token: await tokenFor('admin'),
    });
    expect(detail.body.data).toMatchObject({
      status: 'unpaid',
      decisionOverdue: true,
      reservation: { status: 'pending' },
    });
  });
});

describe('proofs and late decisions', () => {
  it('POST /transaction/{id}/pay: refuses an image already sent as a proof, even one found invalid (400)', async () => {
    const admin = await tokenFor('admin');
    const { customer, transaction } = await customerWithTransaction();
    const [image] = await uploadImages(customer, 'transaction');
    const sent = await payWith(customer, transaction.id, image);
    expect(sent.status).toBe(201);
    await decideProof(admin, transaction.id, 'invalid', proofsOf(sent.body.data)[0]?.id);
    await expectRefused(() => payWith(customer, transaction.id, image), 400, INVALID_IMAGE);
  });

  it('PUT /transaction/{id}/valid|invalid/{detailId}: refuses a proof left waiting when the reservation was cancelled (409)', async () => {
    const admin = await tokenFor('admin');
    const { customer, reservation, transaction } = await customerWithTransaction();
    const [proof] = proofsOf(await sendProof(customer, transaction.id));
    expect((await callApi('PATCH', `reservation/${reservation.id}/cancel`, { token: admin })).status).toBe(200);
    for (const decision of ['valid', 'invalid'] as const) {
      await expectRefused(() => decideProof(admin, transaction.id, decision, proof?.id), 409, EXPIRED);
    }
  });

  it('PUT /transaction/{id}/valid|invalid/{detailId}: a decided proof stays "already decided" after the transaction expired (409)', async () => {
    const admin = await tokenFor('admin');
    const { customer, reservation, transaction } = await customerWithTransaction('downpayment');
    const [proof] = proofsOf(await sendProof(customer, transaction.id));
    await decideProof(admin, transaction.id, 'valid', proof?.id);
    expect((await callApi('PATCH', `reservation/${reservation.id}/cancel`, { token: admin })).status).toBe(200);
    await expectRefused(() => decideProof(admin, transaction.id, 'invalid', proof?.id), 409, 'Bukti sudah divalidasi');
  });
});
