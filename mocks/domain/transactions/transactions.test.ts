import { describe, expect, it } from 'vitest';
import { cancelReservation } from '../reservations/reservations';
import { slotStart } from '@/lib/rules/studio-time';
import { NOW, TODAY } from '@mocks/test-kit/clock';
import {
  addOddPricedPackage,
  book,
  expectRefusal,
  expectRefusedToOutsiders,
  issueUpload,
  payInFull,
} from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { expectOnlyTheBooker } from '@mocks/test-kit/booker-only';
import {
  createTransaction,
  decideProof,
  getTransaction,
  listTransactions,
  markTransactionPaid,
  payTransaction,
} from './transactions';

const world = seededWorld();
const HOUR_MS = 60 * 60 * 1000;

/** A booking of the newly registered customer, with a transaction of the given type. */
function openTransaction(type: 'fullpayment' | 'downpayment' = 'fullpayment', time = '10:20') {
  const reservationId = book(world.db, world.as('freshCustomer'), { time });
  return createTransaction(world.db, world.as('freshCustomer'), { reservationId, type }).data;
}

function sendProof(transactionId: number) {
  const customer = world.as('freshCustomer');
  return payTransaction(world.db, customer, transactionId, { image: issueUpload(world.db, customer, 'transaction') })
    .data;
}

/** Marking the transaction paid must be refused (409): its valid proofs do not cover the total yet. */
function expectNotYetPaidInFull(transactionId: number) {
  const markPaid = () => markTransactionPaid(world.db, world.as('admin'), transactionId);
  expectRefusal(world.db, markPaid, 409, 'Bukti pembayaran belum lengkap');
}

/** The fresh customer sends `proof` for the transaction `transactionId`: refused with this status and message. */
function expectProofRefused(transactionId: unknown, proof: unknown, status: number, message: string) {
  const send = () => payTransaction(world.db, world.as('freshCustomer'), transactionId, proof);
  expectRefusal(world.db, send, status, message);
}

/** Sends a newly uploaded proof for the transaction, which must be refused (409) with this message. */
function expectNewProofRefused(transactionId: number, message: string) {
  const image = issueUpload(world.db, world.as('freshCustomer'), 'transaction');
  expectProofRefused(transactionId, { image }, 409, message);
}

/** Sends a proof and has the admin decide it. */
function decidedProof(transactionId: number, valid: boolean) {
  const proof = sendProof(transactionId).transaction_detail.at(-1);
  if (!proof) throw new Error('no proof was added');
  decideProof(world.db, world.as('admin'), transactionId, proof.id, valid);
  return proof.id;
}

function oddPricedBooking() {
  return book(world.db, world.as('freshCustomer'), {
    package: addOddPricedPackage(world.db, world.as('admin'), 1001),
    addons: [{ name: 'Tambahan Orang', quantity: 1 }],
  });
}

describe('createTransaction', () => {
  it('asks for the whole total now for a full payment, within 24 hours', () => {
    const reservationId = book(world.db, world.as('freshCustomer'), {
      addons: [{ name: 'Tambahan Orang', quantity: 2 }],
    });
    const outcome = createTransaction(world.db, world.as('freshCustomer'), {
      reservationId,
      type: 'fullpayment',
      total: 1,
    });
    expect(outcome).toMatchObject({ status: 201, message: 'Transaksi berhasil dibuat' });
    expect(outcome.data).toMatchObject({
      reservationId,
      type: 'fullpayment',
      status: 'unpaid',
      total: 450_000,
      createdAt: NOW.toISOString(),
      expiredAt: new Date(NOW.getTime() + 24 * HOUR_MS).toISOString(),
      transaction_detail: [],
      reservation: {
        id: reservationId,
        total: 450_000,
        user: { id: world.idOf('freshCustomer'), name: 'Rina Kartika' },
      },
    });
  });

  it('asks for half of an odd total, rounded up to the rupiah, for a down payment', () => {
    const reservationId = oddPricedBooking();
    const { data } = createTransaction(world.db, world.as('freshCustomer'), { reservationId, type: 'downpayment' });
    expect(data.reservation.total).toBe(51_001);
    expect(data.total).toBe(25_501);
  });

  it('odd totals are not overcharged: the balance proof pays the total less the first installment', () => {
    const reservationId = oddPricedBooking();
    const { data } = createTransaction(world.db, world.as('freshCustomer'), { reservationId, type: 'downpayment' });
    decidedProof(data.id, true);
    const proofs = sendProof(data.id).transaction_detail;
    expect(proofs.map((proof) => proof.total)).toEqual([data.total, data.reservation.total - data.total]);
    expect(proofs.reduce((sum, proof) => sum + proof.total, 0)).toBe(data.reservation.total);
  });

  it('never lets the deadline pass the start of the session', () => {
    const reservationId = book(world.db, world.as('freshCustomer'), { date: TODAY, time: '12:00' });
    const { data } = createTransaction(world.db, world.as('freshCustomer'), { reservationId, type: 'downpayment' });
    expect(data.expiredAt).toBe('2026-11-22T05:00:00.000Z');
  });

  it('creates one transaction per reservation', () => {
    const { reservationId } = openTransaction();
    const again = { reservationId, type: 'downpayment' };
    expectRefusal(
      world.db,
      () => createTransaction(world.db, world.as('freshCustomer'), again),
      409,
      'Transaksi sudah dibuat',
    );
  });

  it('refuses a reservation that is no longer pending', () => {
    const reservationId = book(world.db, world.as('freshCustomer'));
    cancelReservation(world.db, world.as('admin'), reservationId);
    const input = { reservationId, type: 'fullpayment' };
    expectRefusal(
      world.db,
      () => createTransaction(world.db, world.as('freshCustomer'), input),
      409,
      'Reservasi tidak dapat diubah',
    );
  });

  it('lets only the customer who booked create it', () => {
    expectOnlyTheBooker(
      world,
      'customer',
      (caller, reservationId) => createTransaction(world.db, caller, { reservationId, type: 'fullpayment' }),
      book(world.db, world.as('freshCustomer')),
    );
  });

  it.each<[Record<string, unknown>, string]>([
    [{}, 'ID Reservasi tidak boleh kosong'],
    [{ reservationId: 0, type: 'fullpayment' }, 'ID Reservasi tidak boleh kosong'],
    [{ reservationId: 1 }, 'Metode transaksi tidak boleh kosong'],
    [{ reservationId: 1, type: '' }, 'Metode transaksi tidak boleh kosong'],
    [{ reservationId: 1, type: 'cicilan' }, 'Metode transaksi tidak boleh kosong'],
  ])('refuses invalid input %j with the form message', (input, message) => {
    expectRefusal(world.db, () => createTransaction(world.db, world.as('freshCustomer'), input), 400, message);
  });
});

describe('payTransaction', () => {
  it('adds a proof of the installment that waits for validation', () => {
    const transaction = openTransaction('downpayment');
    const customer = world.as('freshCustomer', new Date(NOW.getTime() + HOUR_MS));
    const image = issueUpload(world.db, customer, 'transaction');
    const outcome = payTransaction(world.db, customer, String(transaction.id), { image });
    expect(outcome).toMatchObject({
      status: 201,
      message: 'Bukti pembayaran berhasil dikirim',
      data: { status: 'unpaid' },
    });
    expect(outcome.data.transaction_detail).toEqual([
      {
        id: expect.any(Number),
        total: transaction.total,
        isValid: null,
        createdAt: customer.now.toISOString(),
        method: 'qris',
        images: [{ imageUrl: image }],
      },
    ]);
  });

  it('refuses a second proof while one waits for validation', () => {
    const transaction = openTransaction();
    sendProof(transaction.id);
    expectNewProofRefused(transaction.id, 'Bukti pembayaran sebelumnya sedang divalidasi');
  });

  it('takes a new proof after an invalid one', () => {
    const transaction = openTransaction();
    decidedProof(transaction.id, false);
    expect(sendProof(transaction.id).transaction_detail.map((proof) => proof.isValid)).toEqual(['false', null]);
  });

  it('takes the second installment of a down payment once the first is valid, then no more', () => {
    const transaction = openTransaction('downpayment');
    decidedProof(transaction.id, true);
    decidedProof(transaction.id, true);
    expectNewProofRefused(transaction.id, 'Pembayaran sudah lengkap');
    const proofs = getTransaction(world.db, world.as('admin'), transaction.id).data.transaction_detail;
    expect(proofs.map((proof) => proof.total)).toEqual([transaction.total, transaction.total]);
  });

  it('refuses a full payment whose proof is already valid', () => {
    const transaction = openTransaction();
    decidedProof(transaction.id, true);
    expectNewProofRefused(transaction.id, 'Pembayaran sudah lengkap');
  });

  it('refuses a paid or an expired transaction', () => {
    const customer = world.as('freshCustomer');
    const paidReservation = book(world.db, customer);
    const paid = payInFull(world.db, customer, world.as('admin'), paidReservation);
    const image = issueUpload(world.db, customer, 'transaction');
    expectProofRefused(paid, { image }, 409, 'Transaksi sudah lunas');
    const expired = openTransaction('fullpayment', '10:40');
    cancelReservation(world.db, world.as('admin'), expired.reservationId);
    expectProofRefused(expired.id, { image }, 409, 'Transaksi sudah kadaluarsa');
  });

  it('accepts only an image uploaded by this customer as a payment proof', () => {
    const transaction = openTransaction();
    const someoneElses = issueUpload(world.db, world.as('customer'), 'transaction');
    const categoryImage = issueUpload(world.db, world.as('admin'), 'category');
    for (const image of [
      '/api/v1/files/bukti-palsu.png',
      'https://example.com/bukti.jpg',
      someoneElses,
      categoryImage,
      42,
      { url: 'x' },
    ]) {
      expectProofRefused(transaction.id, { image }, 400, 'Gambar tidak valid');
    }
    expectProofRefused(transaction.id, {}, 400, 'Gambar tidak boleh kosong');
    expectProofRefused(transaction.id, { image: '' }, 400, 'Gambar tidak boleh kosong');
  });

  it('lets only the customer who booked pay', () => {
    const transaction = openTransaction();
    const image = issueUpload(world.db, world.as('customer'), 'transaction');
    expectOnlyTheBooker(
      world,
      'customer',
      (caller, id) => payTransaction(world.db, caller, id, { image }),
      transaction.id,
    );
    expectRefusal(
      world.db,
      () => payTransaction(world.db, world.as('customer'), 'abc', { image }),
      404,
      'Data tidak ditemukan',
    );
  });
});

describe('decideProof', () => {
  it('marks a waiting proof valid or invalid', () => {
    const first = openTransaction('fullpayment', '10:20');
    const second = openTransaction('fullpayment', '10:40');
    const firstProof = sendProof(first.id).transaction_detail[0];
    const secondProof = sendProof(second.id).transaction_detail[0];
    if (!firstProof || !secondProof) throw new Error('no proofs');
    const valid = decideProof(world.db, world.as('admin'), String(first.id), String(firstProof.id), true);
    expect(valid).toMatchObject({ status: 200, message: 'Bukti pembayaran dinyatakan valid' });
    expect(valid.data.transaction_detail[0]?.isValid).toBe('true');
    const invalid = decideProof(world.db, world.as('admin'), second.id, secondProof.id, false);
    expect(invalid).toMatchObject({ status: 200, message: 'Bukti pembayaran dinyatakan tidak valid' });
    expect(invalid.data.transaction_detail[0]?.isValid).toBe('false');
  });

  it('decides a proof only once', () => {
    const transaction = openTransaction();
    const proofId = decidedProof(transaction.id, false);
    for (const valid of [true, false]) {
      expectRefusal(
        world.db,
        () => decideProof(world.db, world.as('admin'), transaction.id, proofId, valid),
        409,
        'Bukti sudah divalidasi',
      );
    }
  });

  it('refuses non-admins, unknown transactions and proofs of another transaction', () => {
    const transaction = openTransaction('fullpayment', '10:20');
    const other = openTransaction('fullpayment', '10:40');
    const proof = sendProof(transaction.id).transaction_detail[0];
    if (!proof) throw new Error('no proof');
    expectRefusedToOutsiders(
      world,
      (caller) => decideProof(world.db, caller, transaction.id, proof.id, true),
      'freshCustomer',
    );
    expectRefusal(
      world.db,
      () => decideProof(world.db, world.as('admin'), 9999, proof.id, true),
      404,
      'Data tidak ditemukan',
    );
    expectRefusal(
      world.db,
      () => decideProof(world.db, world.as('admin'), transaction.id, 9999, true),
      404,
      'Data tidak ditemukan',
    );
    expectRefusal(
      world.db,
      () => decideProof(world.db, world.as('admin'), other.id, proof.id, true),
      404,
      'Data tidak ditemukan',
    );
    expectRefusal(
      world.db,
      () => decideProof(world.db, world.as('admin'), transaction.id, 'semua', true),
      404,
      'Data tidak ditemukan',
    );
  });
});

describe('markTransactionPaid', () => {
  it('marks a full payment paid with its one valid proof', () => {
    const transaction = openTransaction();
    decidedProof(transaction.id, false);
    decidedProof(transaction.id, true);
    const outcome = markTransactionPaid(world.db, world.as('admin'), String(transaction.id));
    expect(outcome).toMatchObject({
      status: 200,
      message: 'Transaksi berhasil ditandai lunas',
      data: { status: 'paid' },
    });
  });

  it('marks a down payment paid only with two valid proofs', () => {
    const transaction = openTransaction('downpayment');
    decidedProof(transaction.id, true);
    expectNotYetPaidInFull(transaction.id);
    decidedProof(transaction.id, true);
    expect(markTransactionPaid(world.db, world.as('admin'), transaction.id).data.status).toBe('paid');
  });

  it('refuses without a valid proof: none, waiting or invalid', () => {
    const transaction = openTransaction();
    expectNotYetPaidInFull(transaction.id);
    const proof = sendProof(transaction.id).transaction_detail[0];
    if (!proof) throw new Error('no proof');
    expectNotYetPaidInFull(transaction.id);
    decideProof(world.db, world.as('admin'), transaction.id, proof.id, false);
    expectNotYetPaidInFull(transaction.id);
  });

  it('refuses a transaction already paid, or expired', () => {
    const paid = payInFull(
      world.db,
      world.as('freshCustomer'),
      world.as('admin'),
      book(world.db, world.as('freshCustomer')),
    );
    expectRefusal(world.db, () => markTransactionPaid(world.db, world.as('admin'), paid), 409, 'Transaksi sudah lunas');
    const expired = openTransaction('fullpayment', '10:40');
    cancelReservation(world.db, world.as('admin'), expired.reservationId);
    expectRefusal(
      world.db,
      () => markTransactionPaid(world.db, world.as('admin'), expired.id),
      409,
      'Transaksi sudah kadaluarsa',
    );
  });

  it('refuses non-admins and unknown transactions', () => {
    const transaction = openTransaction();
    decidedProof(transaction.id, true);
    expectRefusedToOutsiders(world, (caller) => markTransactionPaid(world.db, caller, transaction.id), 'freshCustomer');
    expectRefusal(world.db, () => markTransactionPaid(world.db, world.as('admin'), 9999), 404, 'Data tidak ditemukan');
  });
});

describe('reading transactions', () => {
  it('shows a transaction to its owner and admins, with only the customer’s id and name', () => {
    const transaction = openTransaction();
    const own = getTransaction(world.db, world.as('freshCustomer'), transaction.id).data;
    expect(own).toMatchObject({
      id: transaction.id,
      reservation: { user: { id: world.idOf('freshCustomer'), name: 'Rina Kartika' } },
    });
    expect(Object.keys(own.reservation.user).sort()).toEqual(['id', 'name']);
    expect(getTransaction(world.db, world.as('admin'), String(transaction.id)).data.id).toBe(transaction.id);
    expectRefusedToOutsiders(world, (caller) => getTransaction(world.db, caller, transaction.id));
    expectRefusal(world.db, () => getTransaction(world.db, world.as('admin'), 9999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => getTransaction(world.db, world.as('admin'), 'x'), 404, 'Data tidak ditemukan');
  });

  it('lists every transaction, newest first, for admins only', () => {
    const transaction = openTransaction();
    const { data, message } = listTransactions(world.db, world.as('admin'));
    expect(message).toBe('Berhasil mengambil data transaksi');
    expect(data).toHaveLength(world.db.transactions.length);
    expect(data[0]?.id).toBe(transaction.id);
    expectRefusedToOutsiders(world, (caller) => listTransactions(world.db, caller), 'freshCustomer');
  });
});

describe('listTransactions as asked', () => {
  const asAdmin = (query: string) => listTransactions(world.db, world.as('admin'), new URLSearchParams(query));
  const ids = (query: string) => asAdmin(query).data.map((row) => row.id);

  it('answers the whole list without a page, and one page with its pagination', () => {
    const all = asAdmin('');
    expect(all.pagination).toBeUndefined();
    expect(asAdmin('page=2&pageSize=3')).toMatchObject({
      data: all.data.slice(3, 6),
      pagination: { page: 2, pageSize: 3, itemCount: all.data.length, pageCount: Math.ceil(all.data.length / 3) },
    });
  });

  it('keeps one status, and with proof=waiting only those that are both', () => {
    const paid = world.db.transactions.filter((row) => row.status === 'paid').map((row) => row.id);
    expect(paid.length).toBeGreaterThan(0);
    expect(ids('status=paid').toSorted((a, b) => a - b)).toEqual(paid.toSorted((a, b) => a - b));
    expect(ids('status=paid&proof=waiting')).toEqual([]);
    expect(ids('status=unpaid&proof=waiting')).toEqual(ids('proof=waiting'));
  });

  it('searches the reservation’s id (alone with #), the customer, the category and the package', () => {
    const transaction = openTransaction();
    expect(ids(`q=%23${transaction.reservationId}`)).toEqual([transaction.id]);
    const fresh = asAdmin(`q=${encodeURIComponent(transaction.reservation.user.name.toLowerCase())}`).data;
    expect(fresh.map((row) => row.id)).toEqual([transaction.id]);
    const packageName = transaction.reservation.categoryPackage.name;
    expect(
      asAdmin(`q=${encodeURIComponent(packageName.toUpperCase())}`).data.every(
        (row) => row.reservation.categoryPackage.name === packageName || row.reservation.category.name === packageName,
      ),
    ).toBe(true);
    expect(asAdmin('q=tidak-ada-yang-begini&pageSize=10').pagination).toMatchObject({ itemCount: 0, pageCount: 0 });
  });

  it.each([
    ['page=0', 'Halaman tidak valid'],
    ['page=1&pageSize=101', 'Jumlah data per halaman harus 1 sampai 100'],
    ['status=lunas', 'Filter status transaksi tidak valid'],
    ['status=waiting', 'Filter status transaksi tidak valid'],
  ])('refuses %s with 400 %s', (query, message) => {
    expectRefusal(world.db, () => asAdmin(query), 400, message);
  });
});

describe('listTransactions with proof=waiting', () => {
  const BAD_FILTER = 'Filter bukti pembayaran tidak valid';
  const waitingIds = () =>
    listTransactions(world.db, world.as('admin'), new URLSearchParams('proof=waiting')).data.map((row) => row.id);

  it('lists only the open transactions with a proof waiting for validation, newest first', () => {
    const open = new Set(world.db.transactions.filter((row) => row.status === 'unpaid').map((row) => row.id));
    const seededWaiting = world.db.transactionDetails.filter(
      (proof) => proof.isValid === null && open.has(proof.transactionId),
    );
    expect(seededWaiting.length).toBeGreaterThan(0);
    expect([...waitingIds()].sort((a, b) => a - b)).toEqual(
      seededWaiting.map((proof) => proof.transactionId).sort((a, b) => a - b),
    );
    const transaction = openTransaction();
    expect(waitingIds()).not.toContain(transaction.id);
    sendProof(transaction.id);
    expect(waitingIds()[0]).toBe(transaction.id);
  });

  it('drops a transaction once its proof is decided, or when its booking is cancelled', () => {
    const decided = openTransaction('fullpayment', '10:20');
    const proofId = sendProof(decided.id).transaction_detail.at(-1)?.id;
    decideProof(world.db, world.as('admin'), decided.id, proofId, false);
    const cancelled = openTransaction('fullpayment', '10:40');
    sendProof(cancelled.id);
    cancelReservation(world.db, world.as('admin'), cancelled.reservationId);
    expect(waitingIds()).not.toContain(decided.id);
    expect(waitingIds()).not.toContain(cancelled.id);
  });

  it('lists every transaction without a filter, or with an empty one', () => {
    const all = world.db.transactions.length;
    expect(listTransactions(world.db, world.as('admin'), new URLSearchParams('proof=')).data).toHaveLength(all);
    expect(listTransactions(world.db, world.as('admin'), new URLSearchParams()).data).toHaveLength(all);
  });

  it.each([['proof=valid'], ['proof=WAITING'], ['proof=%20waiting']])(
    'refuses %s with 400, after the role',
    (filter) => {
      const query = new URLSearchParams(filter);
      expectRefusal(world.db, () => listTransactions(world.db, world.as('admin'), query), 400, BAD_FILTER);
      expectRefusal(
        world.db,
        () => listTransactions(world.db, world.as('customer'), query),
        403,
        'Anda tidak memiliki akses',
      );
    },
  );
});

describe('createTransaction once the session has started', () => {
  const LATE = 'Waktu reservasi sudah lewat';
  const start = slotStart(TODAY, '12:00');

  it('still opens one a moment before the session starts, due at the start', () => {
    const reservationId = book(world.db, world.as('freshCustomer'), { date: TODAY, time: '12:00' });
    const customer = world.as('freshCustomer', new Date(start.getTime() - 1));
    expect(createTransaction(world.db, customer, { reservationId, type: 'fullpayment' }).data).toMatchObject({
      status: 'unpaid',
      expiredAt: start.toISOString(),
    });
  });

  it.each([
    ['the minute it starts', 0],
    ['later that day', 3 * HOUR_MS],
    ['days later', 5 * 24 * HOUR_MS],
  ])('refuses %s with 409', (_when, after) => {
    const reservationId = book(world.db, world.as('freshCustomer'), { date: TODAY, time: '12:00' });
    const customer = world.as('freshCustomer', new Date(start.getTime() + after));
    for (const type of ['fullpayment', 'downpayment']) {
      expectRefusal(world.db, () => createTransaction(world.db, customer, { reservationId, type }), 409, LATE);
    }
  });

  it('checks an existing transaction and the reservation’s status first', () => {
    const owner = world.as('freshCustomer');
    const customer = world.as('freshCustomer', new Date(start.getTime() + 2 * HOUR_MS));
    const withTransaction = book(world.db, owner, { date: TODAY, time: '12:00' });
    createTransaction(world.db, owner, { reservationId: withTransaction, type: 'fullpayment' });
    expectRefusal(
      world.db,
      () => createTransaction(world.db, customer, { reservationId: withTransaction, type: 'fullpayment' }),
      409,
      'Transaksi sudah dibuat',
    );
    const cancelled = book(world.db, owner, { date: TODAY, time: '12:40' });
    cancelReservation(world.db, world.as('admin'), cancelled);
    expectRefusal(
      world.db,
      () => createTransaction(world.db, customer, { reservationId: cancelled, type: 'fullpayment' }),
      409,
      'Reservasi tidak dapat diubah',
    );
  });
});

describe('payTransaction with an image already sent as a proof', () => {
  it('refuses the image of an earlier proof of the same transaction, even after that proof was found invalid', () => {
    const transaction = openTransaction();
    const customer = world.as('freshCustomer');
    const image = issueUpload(world.db, customer, 'transaction');
    const [proof] = payTransaction(world.db, customer, transaction.id, { image }).data.transaction_detail;
    if (!proof) throw new Error('no proof was added');
    decideProof(world.db, world.as('admin'), transaction.id, proof.id, false);
    expectProofRefused(transaction.id, { image }, 400, 'Gambar tidak valid');
  });

  it('refuses the image of a proof of another of the customer’s transactions', () => {
    const first = openTransaction('fullpayment', '10:20');
    const second = openTransaction('fullpayment', '10:40');
    const customer = world.as('freshCustomer');
    const image = issueUpload(world.db, customer, 'transaction');
    payTransaction(world.db, customer, first.id, { image });
    expectProofRefused(second.id, { image }, 400, 'Gambar tidak valid');
  });

  it('refuses a reused image before telling that the transaction is paid or expired', () => {
    const customer = world.as('freshCustomer');
    const paid = payInFull(world.db, customer, world.as('admin'), book(world.db, customer, { time: '10:20' }));
    const usedImage = world.db.transactionDetails.find((proof) => proof.transactionId === paid)?.image;
    const expired = openTransaction('fullpayment', '10:40');
    cancelReservation(world.db, world.as('admin'), expired.reservationId);
    for (const id of [paid, expired.id]) {
      expectProofRefused(id, { image: usedImage }, 400, 'Gambar tidak valid');
    }
  });
});

describe('decideProof on an expired transaction', () => {
  it('refuses to decide a proof left waiting when an admin cancel expired its transaction, either way', () => {
    const transaction = openTransaction();
    const [proof] = sendProof(transaction.id).transaction_detail;
    if (!proof) throw new Error('no proof was added');
    cancelReservation(world.db, world.as('admin'), transaction.reservationId);
    expect(getTransaction(world.db, world.as('admin'), transaction.id).data.status).toBe('expired');
    for (const valid of [true, false]) {
      expectRefusal(
        world.db,
        () => decideProof(world.db, world.as('admin'), transaction.id, proof.id, valid),
        409,
        'Transaksi sudah kadaluarsa',
      );
    }
  });

  it('still answers that a decided proof is decided, also once the transaction has expired', () => {
    const transaction = openTransaction('downpayment');
    const decided = decidedProof(transaction.id, true);
    cancelReservation(world.db, world.as('admin'), transaction.reservationId);
    expectRefusal(
      world.db,
      () => decideProof(world.db, world.as('admin'), transaction.id, decided, false),
      409,
      'Bukti sudah divalidasi',
    );
  });
});
