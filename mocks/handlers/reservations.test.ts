import { describe, expect, it } from 'vitest';
import type { BookedSlot, Reservation } from '@/lib/api/api-types';
import { DAY_MS, FIXED_TODAY as TODAY, FREE_DAY, NEAR_FIXED_NOW } from '../test-kit/clock';
import { newCustomer, otherCustomer } from '../test-kit/customers';
import {
  callApi,
  BAD_TOKEN,
  book,
  decideProof,
  familyBooking,
  FORBIDDEN,
  NOT_FOUND,
  sendProof,
  setUpTestBackend,
  startPayment,
  tokenFor,
  travelTo,
  UNAUTHORIZED,
} from '../test-kit/http-client';

const { expectRefused, expectOwnerAndAdminsRead } = setUpTestBackend();

const SLOT_TAKEN = 'Waktu sudah dipesan, silakan pilih waktu lain';
const NOT_CHANGEABLE = 'Reservasi tidak dapat diubah';

async function allReservations(admin: string): Promise<Reservation[]> {
  return (await callApi<Reservation[]>('GET', 'reservations', { token: admin })).body.data;
}

/** A seeded reservation matching a condition. */
async function seeded(admin: string, matches: (reservation: Reservation) => boolean): Promise<Reservation> {
  const found = (await allReservations(admin)).find(matches);
  if (!found) throw new Error('the seed has no such reservation');
  return found;
}

const isPaid = (reservation: Reservation) =>
  reservation.transactions.some((transaction) => transaction.status === 'paid');

describe('POST /reservation', () => {
  it('books a slot (201): the backend prices it and keeps a snapshot of what was booked', async () => {
    const customer = await tokenFor(newCustomer);
    const body = {
      ...familyBooking,
      addons: [
        { id: 1, quantity: 2 },
        { id: 3, quantity: 1 },
      ],
      total: 1,
      status: 'success',
    };
    const result = await callApi<Reservation>('POST', 'reservation', { token: customer, body });
    expect(result).toEqual({
      status: 201,
      body: {
        data: {
          id: expect.any(Number),
          date: FREE_DAY,
          status: 'pending',
          total: 350_000 + 2 * 50_000 + 25_000,
          createdAt: expect.stringMatching(NEAR_FIXED_NOW),
          updatedAt: expect.stringMatching(NEAR_FIXED_NOW),
          timeSlot: { id: 1, time: '10:20' },
          category: { id: 1, name: 'Foto Keluarga', images: ['/images/family-1.svg'] },
          categoryPackage: { id: 1, name: 'Keluarga Kecil', price: 350_000 },
          reservation_detail: [
            {
              id: expect.any(Number),
              quantity: 2,
              categoryAddon: { id: 1, name: 'Tambahan Orang', unit: 'orang', price: 50_000 },
            },
            {
              id: expect.any(Number),
              quantity: 1,
              categoryAddon: { id: 3, name: 'Tambahan Foto Edit', unit: 'foto', price: 25_000 },
            },
          ],
          user: { id: expect.any(Number), name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432' },
          transactions: [],
          review: [],
        },
        message: 'Reservasi berhasil dibuat',
      },
    });
  });

  it('takes a calendar day as YYYY-MM-DD or its midnight UTC instant, with or without milliseconds, and accepts a slot later today', async () => {
    const customer = await tokenFor(newCustomer);
    expect(await book(customer, { date: '2026-12-14' })).toMatchObject({ date: FREE_DAY });
    expect(await book(customer, { date: '2026-12-14T00:00:00Z', timeId: 2 })).toMatchObject({ date: FREE_DAY });
    const today = await book(await tokenFor(otherCustomer), { date: TODAY, timeId: 29 });
    expect(today).toMatchObject({ date: TODAY, timeSlot: { id: 29, time: '19:40' } });
  });

  it.each([
    ['words around a year', 'hello 2027', 'Format tanggal tidak valid'],
    ['31 February', '2027-02-31', 'Format tanggal tidak valid'],
    ['a time of day other than midnight UTC', '2026-12-14T15:30:00.000Z', 'Format tanggal tidak valid'],
    ['a six-digit year', '+010000-01-01T00:00:00.000Z', 'Format tanggal tidak valid'],
    ['the year 9999', '9999-12-31T00:00:00.000Z', 'Tanggal hanya bisa dipesan hingga 180 hari ke depan'],
    ['the 181st day after today', '2027-05-23T00:00:00.000Z', 'Tanggal hanya bisa dipesan hingga 180 hari ke depan'],
  ])('refuses a date of %s (400): only a real calendar day, at most 180 days ahead', async (_case, date, message) => {
    const customer = await tokenFor('customer');
    await expectRefused(
      () => callApi('POST', 'reservation', { token: customer, body: { ...familyBooking, date } }),
      400,
      message,
    );
  });

  it('books the 180th day after the studio’s today (201)', async () => {
    const lastDay = await book(await tokenFor(newCustomer), { date: '2027-05-22T00:00:00.000Z' });
    expect(lastDay.date).toBe('2027-05-22T00:00:00.000Z');
  });

  it('refuses visitors (401) and admins (403)', async () => {
    await expectRefused(() => callApi('POST', 'reservation', { body: familyBooking }), 401, UNAUTHORIZED);
    await expectRefused(
      () => callApi('POST', 'reservation', { body: familyBooking, token: BAD_TOKEN }),
      401,
      UNAUTHORIZED,
    );
    const admin = await tokenFor('admin');
    await expectRefused(() => callApi('POST', 'reservation', { body: familyBooking, token: admin }), 403, FORBIDDEN);
  });

  it.each([
    ['nothing', {}, 'Tanggal tidak boleh kosong'],
    ['no date', { ...familyBooking, date: '' }, 'Tanggal tidak boleh kosong'],
    ['an unreadable date', { ...familyBooking, date: 'besok' }, 'Format tanggal tidak valid'],
    ['no time', { ...familyBooking, timeId: undefined }, 'Harus memilih salah satu waktu'],
    ['time 0', { ...familyBooking, timeId: 0 }, 'Harus memilih salah satu waktu'],
    ['no category', { ...familyBooking, categoryId: undefined }, 'ID Paket tidak boleh kosong'],
    ['no package', { ...familyBooking, categoryPackageId: 0 }, 'ID Paket tidak boleh kosong'],
    ['an add-on without id', { ...familyBooking, addons: [{ quantity: 1 }] }, 'ID Tambahan tidak boleh kosong'],
    ['an add-on quantity of 0', { ...familyBooking, addons: [{ id: 1, quantity: 0 }] }, 'Jumlah tambahan minimal 1'],
    [
      'an add-on quantity of 11',
      { ...familyBooking, addons: [{ id: 1, quantity: 11 }] },
      'Jumlah tambahan maksimal 10',
    ],
    [
      'a day before today',
      { ...familyBooking, date: '2026-11-22T00:00:00.000Z' },
      'Tanggal tidak boleh sebelum hari ini',
    ],
    ['an unknown time slot', { ...familyBooking, timeId: 999 }, 'Waktu tidak ditemukan'],
    [
      'a slot of today starting right now',
      { ...familyBooking, date: TODAY, timeId: 6 },
      'Waktu yang dipilih sudah lewat',
    ],
    ['an unknown category', { ...familyBooking, categoryId: 99 }, 'Kategori tidak ditemukan'],
    [
      'a package of another category',
      { ...familyBooking, categoryPackageId: 4 },
      'Paket tidak ditemukan pada kategori ini',
    ],
    [
      'an add-on twice',
      {
        ...familyBooking,
        addons: [
          { id: 1, quantity: 1 },
          { id: 1, quantity: 2 },
        ],
      },
      'Tambahan tidak boleh dipilih lebih dari sekali',
    ],
    [
      'an add-on of another category',
      { ...familyBooking, addons: [{ id: 4, quantity: 1 }] },
      'Tambahan tidak ditemukan pada kategori ini',
    ],
  ])('refuses %s (400)', async (_case, body, message) => {
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('POST', 'reservation', { token: customer, body }), 400, message);
  });

  it('refuses a slot that is already booked for that day (409)', async () => {
    await book(await tokenFor(newCustomer));
    const other = await tokenFor(otherCustomer);
    await expectRefused(() => callApi('POST', 'reservation', { token: other, body: familyBooking }), 409, SLOT_TAKEN);
    expect((await callApi('POST', 'reservation', { token: other, body: { ...familyBooking, timeId: 2 } })).status).toBe(
      201,
    );
  });

  it('lets only one of two simultaneous requests for the same slot win', async () => {
    const [first, second] = await Promise.all([tokenFor(newCustomer), tokenFor(otherCustomer)]);
    const results = await Promise.all(
      [first, second].map((token) => callApi('POST', 'reservation', { token, body: familyBooking })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const admin = await tokenFor('admin');
    const onDay = await callApi<Reservation[]>('GET', `reservation/date?date=${FREE_DAY}`, { token: admin });
    expect(onDay.body.data).toHaveLength(1);
  });

  it('refuses a fourth pending reservation of one customer (409)', async () => {
    const customer = await tokenFor(newCustomer);
    for (const timeId of [1, 2, 3]) await book(customer, { timeId });
    await expectRefused(
      () => callApi('POST', 'reservation', { token: customer, body: { ...familyBooking, timeId: 4 } }),
      409,
      'Anda masih memiliki 3 reservasi yang belum selesai',
    );
  });

  it('books a slot again once its reservation is cancelled', async () => {
    const reservation = await book(await tokenFor(newCustomer));
    const admin = await tokenFor('admin');
    expect((await callApi('PATCH', `reservation/${reservation.id}/cancel`, { token: admin })).status).toBe(200);
    expect(
      (await callApi('POST', 'reservation', { token: await tokenFor(otherCustomer), body: familyBooking })).status,
    ).toBe(201);
  });
});

describe('reading reservations', () => {
  it('GET /reservations: every reservation for the admin, newest first', async () => {
    const admin = await tokenFor('admin');
    const mine = await book(await tokenFor(newCustomer));
    const result = await callApi<Reservation[]>('GET', 'reservations', { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data reservasi');
    expect(result.body.data).toHaveLength(73);
    expect(result.body.data[0]).toEqual(mine);
    const created = result.body.data.map((reservation) => reservation.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('GET /reservations: refused to visitors (401) and customers (403)', async () => {
    await expectRefused(() => callApi('GET', 'reservations'), 401, UNAUTHORIZED);
    await expectRefused(() => callApi('GET', 'reservations', { token: BAD_TOKEN }), 401, UNAUTHORIZED);
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('GET', 'reservations', { token: customer }), 403, FORBIDDEN);
  });

  it('GET /reservations/user: only the caller’s own reservations', async () => {
    const customer = await tokenFor('customer');
    const result = await callApi<Reservation[]>('GET', 'reservations/user', { token: customer });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data reservasi');
    expect(result.body.data).toHaveLength(5);
    for (const reservation of result.body.data) expect(reservation.user.email).toBe('pelanggan@studio.test');
    const fresh = await callApi<Reservation[]>('GET', 'reservations/user', { token: await tokenFor(newCustomer) });
    expect(fresh.body.data).toEqual([]);
    await expectRefused(() => callApi('GET', 'reservations/user'), 401, UNAUTHORIZED);
  });

  it('GET /reservation/{id}: for its owner and admins; 403 for other customers, 404 when unknown', async () => {
    const owner = await tokenFor(newCustomer);
    const reservation = await book(owner);
    const message = 'Berhasil mengambil data reservasi';
    await expectOwnerAndAdminsRead(`reservation/${reservation.id}`, owner, reservation, message);
  });
});

describe('GET /reservation/date', () => {
  it('gives admins the day’s full reservations that hold a slot, by time', async () => {
    const admin = await tokenFor('admin');
    const result = await callApi<Reservation[]>('GET', `reservation/date?date=${TODAY}`, { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data reservasi');
    const times = result.body.data.map((reservation) => reservation.timeSlot.time);
    expect(times).toEqual([...times].sort());
    expect(result.body.data.length).toBeGreaterThan(0);
    for (const reservation of result.body.data) {
      expect(reservation.date).toBe(TODAY);
      expect(['pending', 'success']).toContain(reservation.status);
      expect(reservation.user.email).toEqual(expect.any(String));
    }
  });

  it('gives customers only which slots are taken, never by whom', async () => {
    const admin = await tokenFor('admin');
    const customer = await tokenFor('customer');
    const full = await callApi<Reservation[]>('GET', `reservation/date?date=${TODAY}`, { token: admin });
    const result = await callApi<BookedSlot[]>('GET', `reservation/date?date=${TODAY}`, { token: customer });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual(full.body.data.map(({ id, status, timeSlot }) => ({ id, status, timeSlot })));
    for (const slot of full.body.data) {
      expect(JSON.stringify(result.body)).not.toContain(slot.user.email);
      expect(JSON.stringify(result.body)).not.toContain(slot.user.phone);
    }
  });

  it('leaves out cancelled reservations, so their slots show as free', async () => {
    const admin = await tokenFor('admin');
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    const before = await callApi<BookedSlot[]>('GET', `reservation/date?date=${FREE_DAY}`, { token: customer });
    expect(before.body.data).toEqual([{ id: reservation.id, status: 'pending', timeSlot: { id: 1, time: '10:20' } }]);
    await callApi('PATCH', `reservation/${reservation.id}/cancel`, { token: admin });
    expect((await callApi('GET', `reservation/date?date=${FREE_DAY}`, { token: customer })).body.data).toEqual([]);
  });

  it('refuses visitors (401) and a missing or unreadable date (400)', async () => {
    await expectRefused(() => callApi('GET', `reservation/date?date=${TODAY}`), 401, UNAUTHORIZED);
    const customer = await tokenFor('customer');
    await expectRefused(
      () => callApi('GET', 'reservation/date', { token: customer }),
      400,
      'Format tanggal tidak valid',
    );
    await expectRefused(
      () => callApi('GET', 'reservation/date?date=kemarin', { token: customer }),
      400,
      'Format tanggal tidak valid',
    );
  });

  it('reads only a real calendar day in its contract form (400 Format tanggal tidak valid otherwise)', async () => {
    const customer = await tokenFor('customer');
    for (const date of ['hello 2027', '2027-02-31', '2026-11-23T15:30:00.000Z', '+010000-01-01T00:00:00.000Z']) {
      await expectRefused(
        () => callApi('GET', `reservation/date?date=${encodeURIComponent(date)}`, { token: customer }),
        400,
        'Format tanggal tidak valid',
      );
    }
    const plainDay = await callApi<BookedSlot[]>('GET', 'reservation/date?date=2026-11-23', { token: customer });
    const midnight = await callApi<BookedSlot[]>('GET', `reservation/date?date=${TODAY}`, { token: customer });
    expect(plainDay).toEqual(midnight);
  });
});

describe('PATCH /reservation/{id}/cancel', () => {
  it('cancels a pending reservation and expires its unpaid transaction (200)', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    const transaction = await startPayment(customer, reservation.id, 'fullpayment');
    const admin = await tokenFor('admin');
    const result = await callApi<Reservation>('PATCH', `reservation/${reservation.id}/cancel`, { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Reservasi berhasil dibatalkan');
    expect(result.body.data).toMatchObject({
      id: reservation.id,
      status: 'cancelled',
      transactions: [{ id: transaction.id, status: 'expired' }],
    });
    expect(
      (await callApi<Reservation>('GET', `reservation/${reservation.id}`, { token: customer })).body.data.status,
    ).toBe('cancelled');
  });

  it('refuses what is not pending (409), unknown ids (404), customers, even the owner (403), and visitors (401)', async () => {
    const admin = await tokenFor('admin');
    const done = await seeded(admin, (reservation) => reservation.status === 'success');
    const cancelled = await seeded(admin, (reservation) => reservation.status === 'cancelled');
    await expectRefused(() => callApi('PATCH', `reservation/${done.id}/cancel`, { token: admin }), 409, NOT_CHANGEABLE);
    await expectRefused(
      () => callApi('PATCH', `reservation/${cancelled.id}/cancel`, { token: admin }),
      409,
      NOT_CHANGEABLE,
    );
    await expectRefused(() => callApi('PATCH', 'reservation/9999/cancel', { token: admin }), 404, NOT_FOUND);
    const owner = await tokenFor(newCustomer);
    const reservation = await book(owner);
    await expectRefused(
      () => callApi('PATCH', `reservation/${reservation.id}/cancel`, { token: owner }),
      403,
      FORBIDDEN,
    );
    await expectRefused(() => callApi('PATCH', `reservation/${reservation.id}/cancel`), 401, UNAUTHORIZED);
  });
});

describe('PATCH /reservation/{id}/cancel-own', () => {
  const PROOF_SENT = 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim';
  const cancelOwn = (id: number, token?: string) =>
    callApi<Reservation>('PATCH', `reservation/${id}/cancel-own`, { token });

  it('lets the owner cancel a pending booking (200): its unpaid transaction expires and the slot is free again', async () => {
    const owner = await tokenFor(newCustomer);
    const reservation = await book(owner);
    const transaction = await startPayment(owner, reservation.id, 'downpayment');
    const result = await cancelOwn(reservation.id, owner);
    const expired = {
      id: transaction.id,
      type: 'downpayment',
      status: 'expired',
      total: transaction.total,
      expiredAt: transaction.expiredAt,
      transaction_detail: [],
    };
    expect(result).toEqual({
      status: 200,
      body: {
        data: { ...reservation, status: 'cancelled', transactions: [expired] },
        message: 'Reservasi berhasil dibatalkan',
      },
    });
    expect((await callApi<Reservation>('GET', `reservation/${reservation.id}`, { token: owner })).body.data).toEqual(
      result.body.data,
    );
    expect(
      (await callApi('POST', 'reservation', { token: await tokenFor(otherCustomer), body: familyBooking })).status,
    ).toBe(201);
  });

  it('cancels a booking that has no transaction yet (200)', async () => {
    const owner = await tokenFor(newCustomer);
    const reservation = await book(owner);
    expect(await cancelOwn(reservation.id, owner)).toMatchObject({
      status: 200,
      body: { data: { status: 'cancelled', transactions: [] } },
    });
  });

  it('refuses once a payment proof was sent, waiting or decided (409)', async () => {
    const owner = await tokenFor(newCustomer);
    const waiting = await book(owner);
    await sendProof(owner, (await startPayment(owner, waiting.id, 'fullpayment')).id);
    await expectRefused(() => cancelOwn(waiting.id, owner), 409, PROOF_SENT);
    const rejected = await book(owner, { timeId: 2 });
    const transaction = await sendProof(owner, (await startPayment(owner, rejected.id, 'fullpayment')).id);
    const admin = await tokenFor('admin');
    const decided = await decideProof(admin, transaction.id, 'invalid', transaction.transaction_detail[0]?.id);
    expect(decided.status).toBe(200);
    await expectRefused(() => cancelOwn(rejected.id, owner), 409, PROOF_SENT);
  });

  it('refuses a booking that is no longer pending (409)', async () => {
    const owner = await tokenFor(newCustomer);
    const reservation = await book(owner);
    expect((await cancelOwn(reservation.id, owner)).status).toBe(200);
    await expectRefused(() => cancelOwn(reservation.id, owner), 409, NOT_CHANGEABLE);
  });

  it('refuses other customers and admins (403), unknown ids (404), and visitors (401)', async () => {
    const owner = await tokenFor(newCustomer);
    const reservation = await book(owner);
    const [stranger, admin] = [await tokenFor('customer'), await tokenFor('admin')];
    await expectRefused(() => cancelOwn(reservation.id, stranger), 403, FORBIDDEN);
    await expectRefused(() => cancelOwn(reservation.id, admin), 403, FORBIDDEN);
    await expectRefused(() => cancelOwn(9999, admin), 403, FORBIDDEN);
    await expectRefused(() => cancelOwn(9999, owner), 404, NOT_FOUND);
    await expectRefused(() => cancelOwn(reservation.id), 401, UNAUTHORIZED);
    await expectRefused(() => cancelOwn(reservation.id, BAD_TOKEN), 401, UNAUTHORIZED);
  });
});

describe('PATCH /reservation/{id}/success', () => {
  it('completes a pending reservation whose transaction is paid (200)', async () => {
    const admin = await tokenFor('admin');
    const ready = await seeded(admin, (reservation) => reservation.status === 'pending' && isPaid(reservation));
    const result = await callApi<Reservation>('PATCH', `reservation/${ready.id}/success`, { token: admin });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Reservasi berhasil diselesaikan');
    expect(result.body.data).toEqual({ ...ready, status: 'success', updatedAt: expect.stringMatching(NEAR_FIXED_NOW) });
  });

  it('refuses an unpaid one (409), what is not pending (409), unknown ids (404), customers (403) and visitors (401)', async () => {
    const admin = await tokenFor('admin');
    const unpaid = await seeded(admin, (reservation) => reservation.status === 'pending' && !isPaid(reservation));
    const done = await seeded(admin, (reservation) => reservation.status === 'success');
    await expectRefused(
      () => callApi('PATCH', `reservation/${unpaid.id}/success`, { token: admin }),
      409,
      'Transaksi belum lunas',
    );
    await expectRefused(
      () => callApi('PATCH', `reservation/${done.id}/success`, { token: admin }),
      409,
      NOT_CHANGEABLE,
    );
    await expectRefused(() => callApi('PATCH', 'reservation/9999/success', { token: admin }), 404, NOT_FOUND);
    const customer = await tokenFor('customer');
    await expectRefused(
      () => callApi('PATCH', `reservation/${unpaid.id}/success`, { token: customer }),
      403,
      FORBIDDEN,
    );
    await expectRefused(() => callApi('PATCH', `reservation/${unpaid.id}/success`), 401, UNAUTHORIZED);
  });
});

describe('POST /reservation with add-ons of the wrong type', () => {
  it('takes add-ons sent as null as none (201)', async () => {
    const result = await callApi<Reservation>('POST', 'reservation', {
      token: await tokenFor(newCustomer),
      body: { ...familyBooking, addons: null },
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ total: 350_000, reservation_detail: [] });
  });

  it('refuses add-ons that are not a list (400 Tambahan tidak valid), and an add-on that is not an object (400 Format data tidak valid)', async () => {
    const customer = await tokenFor('customer');
    for (const addons of ['Tambahan Orang', { id: 1, quantity: 1 }, 1]) {
      await expectRefused(
        () => callApi('POST', 'reservation', { token: customer, body: { ...familyBooking, addons } }),
        400,
        'Tambahan tidak valid',
      );
    }
    await expectRefused(
      () => callApi('POST', 'reservation', { token: customer, body: { ...familyBooking, addons: [1] } }),
      400,
      'Format data tidak valid',
    );
  });
});

describe('a booking left without a transaction', () => {
  const statusOf = async (token: string, id: number) =>
    (await callApi<Reservation>('GET', `reservation/${id}`, { token })).body.data.status;

  it('is cancelled 24 hours after it was booked, which frees its slot', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    const deadline = Date.parse(reservation.createdAt) + DAY_MS;
    await travelTo(deadline - 60_000);
    expect(await statusOf(customer, reservation.id)).toBe('pending');
    await travelTo(deadline);
    expect(await statusOf(customer, reservation.id)).toBe('cancelled');
    expect(
      (await callApi('POST', 'reservation', { token: await tokenFor(otherCustomer), body: familyBooking })).status,
    ).toBe(201);
  });

  it('is cancelled when its session starts, if that comes first; it can then no longer be paid for (409)', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer, { date: TODAY, timeId: 29 });
    const start = '2026-11-23T12:40:00.000Z';
    await travelTo(Date.parse(start) - 60_000);
    expect(await statusOf(customer, reservation.id)).toBe('pending');
    await travelTo(start);
    expect(await statusOf(customer, reservation.id)).toBe('cancelled');
    await expectRefused(
      () =>
        callApi('POST', 'transaction', {
          token: customer,
          body: { reservationId: reservation.id, type: 'fullpayment' },
        }),
      409,
      NOT_CHANGEABLE,
    );
  });

  it('is left alone once it has a transaction, even past 24 hours', async () => {
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    const transaction = await startPayment(customer, reservation.id, 'fullpayment');
    await sendProof(customer, transaction.id);
    await travelTo(Date.parse(reservation.createdAt) + 2 * DAY_MS);
    expect(await statusOf(customer, reservation.id)).toBe('pending');
  });
});
