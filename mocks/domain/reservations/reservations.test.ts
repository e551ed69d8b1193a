import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import type { Db, ReservationRow } from '@mocks/db/schema';
import {
  cancelReservation,
  completeReservation,
  createReservation,
  getReservation,
  listOwnReservations,
  listReservations,
  MAX_RANGE_DAYS,
  reservationsInRange,
  reservationsOnDate,
} from './reservations';
import { dayFromRulesToday, NOW, QUIET_DAY, TODAY } from '@mocks/test-kit/clock';
import {
  adminSignedInAt,
  book,
  categoryNamed,
  completeAtSessionStart,
  expectRefusal,
  expectRefusedToOutsiders,
  packageNamed,
  payInFull,
  reservationRequest,
  slotId,
} from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { addDays, slotStart } from '@/lib/rules/studio-time';
import { createTimeSlot, deleteTimeSlot } from '../catalogue/time-slots';
import { createTransaction, getTransaction } from '../transactions/transactions';

const world = seededWorld();
const SLOT_TAKEN = 'Waktu sudah dipesan, silakan pilih waktu lain';
const NOT_CHANGEABLE = 'Reservasi tidak dapat diubah';

const at = (iso: string) => new Date(iso);

function seeded(db: Db, matches: (row: ReservationRow) => boolean, what: string): ReservationRow {
  const found = db.reservations.find(matches);
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
}

const pendingOf = (db: Db, userId: number) =>
  db.reservations.filter((row) => row.userId === userId && row.status === 'pending').length;

describe('createReservation', () => {
  it('books a slot with add-ons; the backend computes the total, whatever total the client sends', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const request = {
      ...reservationRequest(world.db, {
        addons: [
          { name: 'Tambahan Orang', quantity: 3 },
          { name: 'Ganti Background', quantity: 1 },
        ],
      }),
      total: 1,
      status: 'success',
      userId: world.idOf('freshCustomer'),
    };
    const outcome = createReservation(world.db, world.as('customer'), request);
    expect(outcome).toMatchObject({ status: 201, message: 'Reservasi berhasil dibuat' });
    expect(outcome.data).toMatchObject({
      date: QUIET_DAY,
      status: 'pending',
      total: 350_000 + 3 * 50_000 + 40_000,
      createdAt: NOW.toISOString(),
      timeSlot: { id: slotId(world.db, '10:20'), time: '10:20' },
      category: { id: family.id, name: 'Foto Keluarga', images: [family.images[0]] },
      categoryPackage: { name: 'Keluarga Kecil', price: 350_000 },
      user: {
        id: world.idOf('customer'),
        name: demoAccounts.customer.name,
        email: demoAccounts.customer.email,
        phone: demoAccounts.customer.phone,
      },
      transactions: [],
      review: [],
    });
    expect(
      outcome.data.reservation_detail.map(({ quantity, categoryAddon }) => ({ quantity, ...categoryAddon })),
    ).toEqual([
      { quantity: 3, id: expect.any(Number), name: 'Tambahan Orang', unit: 'orang', price: 50_000 },
      { quantity: 1, id: expect.any(Number), name: 'Ganti Background', unit: 'background', price: 40_000 },
    ]);
    expect(getReservation(world.db, world.as('customer'), outcome.data.id).data.total).toBe(540_000);
  });

  it('takes a date as YYYY-MM-DD or that day’s midnight UTC instant, with or without milliseconds, and keeps that very day', () => {
    for (const [time, date] of [
      ['10:20', '2026-12-22'],
      ['10:40', '2026-12-22T00:00:00Z'],
      ['11:00', '2026-12-22T00:00:00.000Z'],
    ] as const) {
      const request = reservationRequest(world.db, { date, time });
      expect(createReservation(world.db, world.as('freshCustomer'), request).data.date).toBe(
        '2026-12-22T00:00:00.000Z',
      );
    }
  });

  it.each([
    ['words around a year', 'hello 2027'],
    ['a day that rolls over into March', '2027-02-31'],
    ['a time of day other than midnight UTC', '2026-12-22T09:30:00.000Z'],
    ['a six-digit year', '+010000-01-01T00:00:00.000Z'],
  ])(
    'refuses %s with Format tanggal tidak valid: a date is a real calendar day in its contract form',
    (_case, date) => {
      const request = { ...reservationRequest(world.db), date };
      expectRefusal(
        world.db,
        () => createReservation(world.db, world.as('customer'), request),
        400,
        'Format tanggal tidak valid',
      );
    },
  );

  it('books up to 180 days after the studio’s today and refuses the day after with the horizon’s message', () => {
    const lastDay = createReservation(
      world.db,
      world.as('customer'),
      reservationRequest(world.db, { date: dayFromRulesToday(180) }),
    );
    expect(lastDay.data.date).toBe('2027-05-21T00:00:00.000Z');
    for (const date of [dayFromRulesToday(181), '9999-12-31T00:00:00.000Z']) {
      const request = reservationRequest(world.db, { date });
      expectRefusal(
        world.db,
        () => createReservation(world.db, world.as('freshCustomer'), request),
        400,
        'Tanggal hanya bisa dipesan hingga 180 hari ke depan',
      );
    }
  });

  it('counts the horizon from today in Jakarta: after midnight there, one more day can be booked', () => {
    const afterJakartaMidnight = world.as('freshCustomer', at('2026-11-22T17:00:00.000Z'));
    expect(
      createReservation(world.db, afterJakartaMidnight, reservationRequest(world.db, { date: dayFromRulesToday(181) }))
        .status,
    ).toBe(201);
  });

  it('accepts up to 10 of an add-on', () => {
    const { data } = createReservation(
      world.db,
      world.as('customer'),
      reservationRequest(world.db, { addons: [{ name: 'Tambahan Foto Edit', quantity: 10 }] }),
    );
    expect(data.total).toBe(350_000 + 10 * 25_000);
  });

  it('refuses visitors with 401', () => {
    const request = reservationRequest(world.db);
    expectRefusal(
      world.db,
      () => createReservation(world.db, world.as('visitor'), request),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });

  it.each<[Record<string, unknown>, string]>([
    [{ date: undefined }, 'Tanggal tidak boleh kosong'],
    [{ date: '' }, 'Tanggal tidak boleh kosong'],
    [{ date: 'besok pagi' }, 'Format tanggal tidak valid'],
    [{ timeId: undefined }, 'Harus memilih salah satu waktu'],
    [{ timeId: 0 }, 'Harus memilih salah satu waktu'],
    [{ timeId: 'pagi' }, 'Harus memilih salah satu waktu'],
    [{ categoryId: undefined }, 'ID Paket tidak boleh kosong'],
    [{ categoryId: -1 }, 'ID Paket tidak boleh kosong'],
    [{ categoryPackageId: undefined }, 'ID Paket tidak boleh kosong'],
    [{ categoryPackageId: 0 }, 'ID Paket tidak boleh kosong'],
    [{ addons: [{ quantity: 1 }] }, 'ID Tambahan tidak boleh kosong'],
    [{ addons: [{ id: 1, quantity: 0 }] }, 'Jumlah tambahan minimal 1'],
    [{ addons: [{ id: 1 }] }, 'Jumlah tambahan minimal 1'],
    [{ addons: [{ id: 1, quantity: 1.5 }] }, 'Jumlah tambahan minimal 1'],
    [{ addons: [{ id: 1, quantity: 11 }] }, 'Jumlah tambahan maksimal 10'],
    [{ date: '', timeId: 0, addons: [{ id: 1, quantity: 11 }] }, 'Tanggal tidak boleh kosong'],
    [{ timeId: 0, categoryId: 0 }, 'Harus memilih salah satu waktu'],
  ])('refuses invalid input %# with the form message', (change, message) => {
    const request = { ...reservationRequest(world.db), ...change };
    expectRefusal(world.db, () => createReservation(world.db, world.as('customer'), request), 400, message);
  });

  it('refuses a day before today', () => {
    const request = reservationRequest(world.db, { date: dayFromRulesToday(-1) });
    expectRefusal(
      world.db,
      () => createReservation(world.db, world.as('customer'), request),
      400,
      'Tanggal tidak boleh sebelum hari ini',
    );
  });

  it('books today a slot that starts later than now', () => {
    const { data } = createReservation(
      world.db,
      world.as('customer'),
      reservationRequest(world.db, { date: TODAY, time: '10:20' }),
    );
    expect(data.date).toBe(TODAY);
  });

  it('refuses today a slot that has started, judged in Jakarta', () => {
    const request = reservationRequest(world.db, { date: TODAY, time: '10:20' });
    const at1025 = world.as('customer', at('2026-11-22T03:25:00.000Z'));
    const at1020 = world.as('customer', at('2026-11-22T03:20:00.000Z'));
    expectRefusal(world.db, () => createReservation(world.db, at1025, request), 400, 'Waktu yang dipilih sudah lewat');
    expectRefusal(world.db, () => createReservation(world.db, at1020, request), 400, 'Waktu yang dipilih sudah lewat');
    const { data } = createReservation(world.db, at1025, reservationRequest(world.db, { date: TODAY, time: '10:40' }));
    expect(data.timeSlot.time).toBe('10:40');
  });

  it('judges "today" in Jakarta: after midnight there, the UTC day has become the past', () => {
    const afterJakartaMidnight = world.as('customer', at('2026-11-22T18:00:00.000Z'));
    const utcToday = reservationRequest(world.db, { date: '2026-11-22T00:00:00.000Z', time: '19:40' });
    expectRefusal(
      world.db,
      () => createReservation(world.db, afterJakartaMidnight, utcToday),
      400,
      'Tanggal tidak boleh sebelum hari ini',
    );
    const jakartaToday = reservationRequest(world.db, { date: '2026-11-23T00:00:00.000Z', time: '10:20' });
    expect(createReservation(world.db, afterJakartaMidnight, jakartaToday).data.date).toBe('2026-11-23T00:00:00.000Z');
  });

  it('refuses a slot, category, package or add-on that does not exist or does not fit', () => {
    const customer = world.as('customer');
    const base = reservationRequest(world.db);
    const graduationPackage = packageNamed(world.db, 'Wisuda Personal');
    const graduationAddon = world.db.addons.find((row) => row.categoryId === graduationPackage.categoryId);
    if (!graduationAddon) throw new Error('no graduation add-on');
    const cases: [Record<string, unknown>, string][] = [
      [{ timeId: 999 }, 'Waktu tidak ditemukan'],
      [{ categoryId: 999 }, 'Kategori tidak ditemukan'],
      [{ categoryPackageId: graduationPackage.id }, 'Paket tidak ditemukan pada kategori ini'],
      [{ categoryPackageId: 999 }, 'Paket tidak ditemukan pada kategori ini'],
      [{ addons: [{ id: graduationAddon.id, quantity: 1 }] }, 'Tambahan tidak ditemukan pada kategori ini'],
      [{ addons: [{ id: 999, quantity: 1 }] }, 'Tambahan tidak ditemukan pada kategori ini'],
    ];
    for (const [change, message] of cases) {
      expectRefusal(world.db, () => createReservation(world.db, customer, { ...base, ...change }), 400, message);
    }
  });

  it('refuses the same add-on twice', () => {
    const request = reservationRequest(world.db, {
      addons: [
        { name: 'Tambahan Orang', quantity: 1 },
        { name: 'Tambahan Orang', quantity: 2 },
      ],
    });
    expectRefusal(
      world.db,
      () => createReservation(world.db, world.as('customer'), request),
      400,
      'Tambahan tidak boleh dipilih lebih dari sekali',
    );
  });

  it('lets a customer hold at most 3 pending reservations', () => {
    const customer = world.as('customer');
    const times = ['10:20', '10:40', '11:00'];
    for (let index = 0; pendingOf(world.db, world.idOf('customer')) < 3; index += 1)
      book(world.db, customer, { time: times[index] });
    const fourth = reservationRequest(world.db, { time: '11:20' });
    expectRefusal(
      world.db,
      () => createReservation(world.db, customer, fourth),
      409,
      'Anda masih memiliki 3 reservasi yang belum selesai',
    );
    const pending = seeded(
      world.db,
      (row) => row.userId === world.idOf('customer') && row.status === 'pending',
      'pending booking',
    );
    cancelReservation(world.db, world.as('admin'), pending.id);
    expect(createReservation(world.db, customer, fourth).status).toBe(201);
  });

  it('refuses a slot another pending reservation holds on that day', () => {
    book(world.db, world.as('freshCustomer'), { time: '12:00' });
    const request = reservationRequest(world.db, { time: '12:00', category: 'Wisuda', package: 'Wisuda Personal' });
    expectRefusal(world.db, () => createReservation(world.db, world.as('customer'), request), 409, SLOT_TAKEN);
    expect(book(world.db, world.as('customer'), { time: '12:20' })).toBeGreaterThan(0);
    expect(book(world.db, world.as('freshCustomer'), { time: '12:00', date: dayFromRulesToday(31) })).toBeGreaterThan(
      0,
    );
  });

  it('refuses a slot a completed reservation holds, as when the demo clock is moved back before its session', () => {
    const done = book(world.db, world.as('freshCustomer'), { time: '14:00' });
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), done);
    completeAtSessionStart(world.db, done);
    const request = reservationRequest(world.db, { time: '14:00', category: 'Wisuda', package: 'Wisuda Personal' });
    expectRefusal(world.db, () => createReservation(world.db, world.as('customer'), request), 409, SLOT_TAKEN);
  });

  it('keeps a completed booking’s time taken after its slot was deleted and added again', () => {
    const admin = world.as('admin');
    const slot = world.db.timeSlots.find(
      (row) =>
        !world.db.reservations.some(
          (reservation) => reservation.status === 'pending' && reservation.timeSlotId === row.id,
        ),
    );
    if (!slot) throw new Error('every slot has a pending booking');
    const done = book(world.db, world.as('freshCustomer'), { time: slot.time });
    payInFull(world.db, world.as('freshCustomer'), admin, done);
    completeAtSessionStart(world.db, done);
    deleteTimeSlot(world.db, admin, slot.id);
    createTimeSlot(world.db, admin, { time: slot.time });
    const request = reservationRequest(world.db, { time: slot.time });
    expectRefusal(world.db, () => createReservation(world.db, world.as('customer'), request), 409, SLOT_TAKEN);
  });

  it('frees the slot of a cancelled reservation', () => {
    const first = book(world.db, world.as('freshCustomer'), { time: '13:00' });
    cancelReservation(world.db, world.as('admin'), first);
    expect(
      getReservation(world.db, world.as('customer'), book(world.db, world.as('customer'), { time: '13:00' })).data
        .timeSlot.time,
    ).toBe('13:00');
  });

  it('frees the slots of cancelled reservations in the seed', () => {
    const holds = (row: ReservationRow) => row.status !== 'cancelled';
    const cancelled = seeded(
      world.db,
      (row) =>
        row.status === 'cancelled' &&
        row.date > TODAY &&
        !world.db.reservations.some(
          (other) => holds(other) && other.date === row.date && other.timeSlotId === row.timeSlotId,
        ),
      'cancelled future booking',
    );
    const request = { ...reservationRequest(world.db), date: cancelled.date, timeId: cancelled.timeSlotId };
    expect(createReservation(world.db, world.as('freshCustomer'), request).status).toBe(201);
  });
});

describe('reading reservations', () => {
  it('shows a reservation to its owner and to admins, nobody else', () => {
    const id = book(world.db, world.as('customer'));
    expect(getReservation(world.db, world.as('customer'), id).data.id).toBe(id);
    expect(getReservation(world.db, world.as('admin'), String(id)).data.user.email).toBe(demoAccounts.customer.email);
    expectRefusedToOutsiders(world, (caller) => getReservation(world.db, caller, id), 'freshCustomer');
    expectRefusal(world.db, () => getReservation(world.db, world.as('admin'), 9999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => getReservation(world.db, world.as('admin'), 'abc'), 404, 'Data tidak ditemukan');
  });

  it('lists every reservation, newest first, for admins only', () => {
    const id = book(world.db, world.as('freshCustomer'), {});
    const { data, message } = listReservations(world.db, world.as('admin'));
    expect(message).toBe('Berhasil mengambil data reservasi');
    expect(data).toHaveLength(world.db.reservations.length);
    expect(data[0]?.id).toBe(id);
    const created = data.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expectRefusedToOutsiders(world, (caller) => listReservations(world.db, caller));
  });

  it('lists a customer’s own reservations only, newest first', () => {
    const id = book(world.db, world.as('customer'));
    const own = world.db.reservations.filter((row) => row.userId === world.idOf('customer'));
    const { data } = listOwnReservations(world.db, world.as('customer'));
    expect(data.map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    expect(data[0]?.id).toBe(id);
    expect(listOwnReservations(world.db, world.as('freshCustomer')).data).toEqual([]);
    expectRefusal(
      world.db,
      () => listOwnReservations(world.db, world.as('visitor')),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });
});

describe('listReservations and listOwnReservations as asked', () => {
  const asAdmin = (query: string) => listReservations(world.db, world.as('admin'), new URLSearchParams(query));
  const newestIds = (rows: readonly ReservationRow[]) =>
    [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map((row) => row.id);

  it('answers the whole list, without pagination, when no page is asked', () => {
    const outcome = asAdmin('');
    expect(outcome).toEqual(listReservations(world.db, world.as('admin')));
    expect(outcome.pagination).toBeUndefined();
    expect(outcome.data.map((row) => row.id)).toEqual(newestIds(world.db.reservations));
  });

  it('pages the newest-first list, the rows as the whole list has them', () => {
    const all = asAdmin('').data;
    const second = asAdmin('page=2&pageSize=5');
    expect(second.data).toEqual(all.slice(5, 10));
    expect(second.pagination).toEqual({
      page: 2,
      pageSize: 5,
      itemCount: all.length,
      pageCount: Math.ceil(all.length / 5),
    });
    expect(asAdmin('page=1').data).toEqual(all.slice(0, 10));
  });

  it('keeps one status, with or without a page', () => {
    const pending = world.db.reservations.filter((row) => row.status === 'pending');
    expect(asAdmin('status=pending').data.map((row) => row.id)).toEqual(newestIds(pending));
    expect(asAdmin('status=pending&pageSize=100').pagination?.itemCount).toBe(pending.length);
    expect(asAdmin('status=').data).toHaveLength(world.db.reservations.length);
  });

  it('searches the customer’s name, the category and the package as booked, ignoring case', () => {
    const customer = world.db.users.find((row) => row.id === world.idOf('customer'));
    const theirs = world.db.reservations.filter((row) => row.userId === world.idOf('customer'));
    const byName = asAdmin(`q=${encodeURIComponent(` ${customer?.name.toUpperCase() ?? ''} `)}&pageSize=100`);
    expect(byName.data.map((row) => row.id)).toEqual(newestIds(theirs));
    const family = asAdmin('q=keluarga').data;
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((row) => /keluarga/i.test(`${row.category.name} ${row.categoryPackage.name}`))).toBe(true);
    expect(asAdmin('q=tidak-ada-yang-begini&page=1')).toMatchObject({
      data: [],
      pagination: { itemCount: 0, pageCount: 0 },
    });
  });

  it('finds a reservation by its id, or only it with #', () => {
    const id = book(world.db, world.as('freshCustomer'), {});
    expect(asAdmin(`q=%23${id}`).data.map((row) => row.id)).toEqual([id]);
    expect(asAdmin(`q=${id}`).data.map((row) => row.id)).toContain(id);
  });

  describe('by session day', () => {
    /** The first and last of the seed's session days still pending: sessions come before (past ones) and between. */
    function twoDays() {
      const days = world.db.reservations.filter((row) => row.status === 'pending').map((row) => row.date);
      days.sort();
      return { first: days[0] ?? '', last: days.at(-1) ?? '' };
    }
    const dayOf = (day: string) => day.slice(0, 10);
    const onDays = (keep: (date: string) => boolean) =>
      newestIds(world.db.reservations.filter((row) => keep(row.date)));
    const ids = (query: string) => asAdmin(query).data.map((row) => row.id);

    it('keeps the sessions from `from` to `to`, both included, in any form of a calendar day', () => {
      const { first, last } = twoDays();
      const between = onDays((date) => first <= date && date <= last);
      expect(between.length).toBeLessThan(world.db.reservations.length);
      expect(ids(`from=${dayOf(first)}&to=${dayOf(last)}`)).toEqual(between);
      expect(ids(`from=${first}&to=${last.replace('.000Z', 'Z')}`)).toEqual(between);
      expect(ids(`from=${dayOf(first)}&to=${dayOf(first)}`)).toEqual(onDays((date) => date === first));
    });

    it('takes either day alone, and an empty one as absent', () => {
      const { first, last } = twoDays();
      expect(ids(`from=${dayOf(last)}`)).toEqual(onDays((date) => date >= last));
      expect(ids(`to=${dayOf(first)}`)).toEqual(onDays((date) => date <= first));
      expect(asAdmin('from=&to=').data).toHaveLength(world.db.reservations.length);
    });

    it('goes with the status, the search and the pages', () => {
      const { first, last } = twoDays();
      const days = `from=${dayOf(first)}&to=${dayOf(last)}`;
      const between = onDays((date) => first <= date && date <= last);
      const pendingBetween = between.filter(
        (id) => world.db.reservations.find((row) => row.id === id)?.status === 'pending',
      );
      expect(pendingBetween.length).toBeGreaterThan(0);
      expect(ids(`${days}&status=pending`)).toEqual(pendingBetween);
      const page = asAdmin(`${days}&page=2&pageSize=3`);
      expect(page.data.map((row) => row.id)).toEqual(between.slice(3, 6));
      expect(page.pagination).toMatchObject({ itemCount: between.length });
      const id = between[0] ?? 0;
      expect(ids(`${days}&q=%23${id}`)).toEqual([id]);
      expect(ids(`to=${dayOf(addDays(first, -1))}&q=%23${id}`)).toEqual([]);
    });

    it('refuses a day that is no day, or `from` after `to`, with 400, after the role and the status', () => {
      expectRefusal(world.db, () => asAdmin('from=kemarin'), 400, 'Format tanggal tidak valid');
      expectRefusal(world.db, () => asAdmin('from=2026-11-01&to=2027-02-31'), 400, 'Format tanggal tidak valid');
      const reversed = 'from=2026-11-02&to=2026-11-01';
      expectRefusal(world.db, () => asAdmin(reversed), 400, 'Tanggal awal harus sebelum tanggal akhir');
      expectRefusal(world.db, () => asAdmin('from=x&status=selesai'), 400, 'Filter status reservasi tidak valid');
      expectRefusedToOutsiders(world, (caller) => listReservations(world.db, caller, new URLSearchParams('from=x')));
    });
  });

  it('refuses a bad page, size or status with 400, after the role', () => {
    expectRefusal(world.db, () => asAdmin('page=0'), 400, 'Halaman tidak valid');
    expectRefusal(world.db, () => asAdmin('pageSize=500'), 400, 'Jumlah data per halaman harus 1 sampai 100');
    expectRefusal(world.db, () => asAdmin('status=selesai'), 400, 'Filter status reservasi tidak valid');
    expectRefusedToOutsiders(world, (caller) => listReservations(world.db, caller, new URLSearchParams('page=0')));
  });

  it('asks the customer’s own list the same way', () => {
    const own = world.db.reservations.filter((row) => row.userId === world.idOf('customer'));
    const asked = (query: string) => listOwnReservations(world.db, world.as('customer'), new URLSearchParams(query));
    expect(asked('page=1&pageSize=2')).toMatchObject({ pagination: { itemCount: own.length } });
    expect(asked('page=1&pageSize=2').data.map((row) => row.id)).toEqual(newestIds(own).slice(0, 2));
    const success = own.filter((row) => row.status === 'success');
    expect(asked('status=success').data.map((row) => row.id)).toEqual(newestIds(success));
    expectRefusal(world.db, () => asked('status=done'), 400, 'Filter status reservasi tidak valid');
    expectRefusal(
      world.db,
      () => listOwnReservations(world.db, world.as('visitor'), new URLSearchParams('page=0')),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });
});

describe('reservationsOnDate', () => {
  it('gives admins the full rows of a day’s active reservations, by time', () => {
    const expected = world.db.reservations
      .filter((row) => row.date === TODAY && row.status !== 'cancelled')
      .sort((a, b) => a.snapshot.time.localeCompare(b.snapshot.time));
    expect(expected.length).toBeGreaterThan(0);
    const { data } = reservationsOnDate(world.db, world.as('admin'), TODAY);
    expect(data.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(data[0]).toMatchObject({
      user: { email: expect.stringContaining('@') },
      category: { name: expect.any(String) },
    });
  });

  it('leaves out cancelled reservations', () => {
    const dropped = book(world.db, world.as('freshCustomer'), { time: '10:20' });
    cancelReservation(world.db, world.as('admin'), dropped);
    const kept = book(world.db, world.as('freshCustomer'), { time: '10:40' });
    const done = book(world.db, world.as('customer'), { time: '11:00' });
    payInFull(world.db, world.as('customer'), world.as('admin'), done);
    completeAtSessionStart(world.db, done);
    expect(reservationsOnDate(world.db, world.as('admin'), QUIET_DAY).data.map((row) => row.id)).toEqual([kept, done]);
  });

  it('shows customers only which slots are taken, never by whom', () => {
    book(world.db, world.as('freshCustomer'), { time: '10:40' });
    const { data } = reservationsOnDate(world.db, world.as('customer'), QUIET_DAY);
    expect(data).toEqual([
      { id: expect.any(Number), status: 'pending', timeSlot: { id: slotId(world.db, '10:40'), time: '10:40' } },
    ]);
    const today = reservationsOnDate(world.db, world.as('customer'), TODAY).data;
    expect(today.length).toBeGreaterThan(0);
    for (const row of today) expect(Object.keys(row).sort()).toEqual(['id', 'status', 'timeSlot']);
    expect(JSON.stringify(today)).not.toMatch(/@|email|phone|name/);
  });

  it('reads the day of the date as the schedule sends it, midnight UTC', () => {
    book(world.db, world.as('freshCustomer'), { time: '10:40' });
    expect(reservationsOnDate(world.db, world.as('customer'), QUIET_DAY.slice(0, 10)).data).toHaveLength(1);
    expect(reservationsOnDate(world.db, world.as('customer'), dayFromRulesToday(29)).data).toEqual([]);
  });

  it.each([
    ['kemarin'],
    [''],
    [null],
    [undefined],
    [20261122],
    ['hello 2027'],
    ['2027-02-31'],
    ['2026-11-22T15:30:00.000Z'],
    ['+010000-01-01T00:00:00.000Z'],
  ])('refuses the date %j: only a real calendar day in its contract form is read', (date) => {
    expectRefusal(
      world.db,
      () => reservationsOnDate(world.db, world.as('customer'), date),
      400,
      'Format tanggal tidak valid',
    );
  });

  it('reads any real day, past the booking horizon too', () => {
    expect(reservationsOnDate(world.db, world.as('admin'), '9999-12-31').data).toEqual([]);
  });

  it('refuses visitors', () => {
    expectRefusal(
      world.db,
      () => reservationsOnDate(world.db, world.as('visitor'), TODAY),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });
});

describe('reservationsInRange', () => {
  const between = (start: string, end: string) => new URLSearchParams({ startDate: start, endDate: end });

  it('gives the full rows of the active reservations of every day of the range, by day and then time', () => {
    const secondDay = addDays(QUIET_DAY, 1);
    const late = book(world.db, world.as('freshCustomer'), { date: QUIET_DAY, time: '11:00' });
    const nextDay = book(world.db, world.as('freshCustomer'), { date: secondDay, time: '10:20' });
    const early = book(world.db, world.as('freshCustomer'), { date: QUIET_DAY, time: '10:20' });
    const dropped = book(world.db, world.as('customer'), { date: secondDay, time: '10:40' });
    cancelReservation(world.db, world.as('admin'), dropped);
    book(world.db, world.as('customer'), { date: addDays(secondDay, 1) });
    const outcome = reservationsInRange(world.db, world.as('admin'), between(QUIET_DAY, secondDay.slice(0, 10)));
    expect(outcome).toMatchObject({ status: 200, message: 'Berhasil mengambil data reservasi' });
    expect(outcome.data.map((row) => row.id)).toEqual([early, late, nextDay]);
    expect(outcome.data[0]).toMatchObject({ user: { email: expect.stringContaining('@') }, transactions: [] });
  });

  it('reads a day as the day’s own read does', () => {
    const week = reservationsInRange(world.db, world.as('admin'), between(TODAY, TODAY)).data;
    expect(week.length).toBeGreaterThan(0);
    expect(week).toEqual(reservationsOnDate(world.db, world.as('admin'), TODAY).data);
  });

  it(`reads up to ${MAX_RANGE_DAYS} days at once, past and beyond the horizon too`, () => {
    const start = '9999-11-01';
    expect(reservationsInRange(world.db, world.as('admin'), between(start, '9999-12-01')).data).toEqual([]);
    expectRefusal(
      world.db,
      () => reservationsInRange(world.db, world.as('admin'), between(start, '9999-12-02')),
      400,
      'Rentang tanggal maksimal 31 hari',
    );
  });

  it.each([
    ['an end before the start', between(TODAY, dayFromRulesToday(-1))],
    ['no end', new URLSearchParams({ startDate: TODAY })],
    ['no start', new URLSearchParams({ endDate: TODAY })],
    ['a day that does not exist', between('2027-02-31', '2027-03-02')],
  ])('refuses %s', (_what, query) => {
    expectRefusal(
      world.db,
      () => reservationsInRange(world.db, world.as('admin'), query),
      400,
      'Format tanggal tidak valid',
    );
  });

  it('is for admins only', () => {
    expectRefusedToOutsiders(world, (caller) => reservationsInRange(world.db, caller, between(TODAY, TODAY)));
  });
});

describe('cancelReservation', () => {
  it('cancels a pending reservation and expires its unpaid transaction', () => {
    const id = book(world.db, world.as('customer'));
    const transactionId = createTransaction(world.db, world.as('customer'), { reservationId: id, type: 'fullpayment' })
      .data.id;
    const outcome = cancelReservation(world.db, world.as('admin'), String(id));
    expect(outcome).toMatchObject({
      status: 200,
      message: 'Reservasi berhasil dibatalkan',
      data: { id, status: 'cancelled' },
    });
    expect(getTransaction(world.db, world.as('customer'), transactionId).data.status).toBe('expired');
    expect(getReservation(world.db, world.as('customer'), id).data.status).toBe('cancelled');
  });

  it('leaves a paid transaction paid', () => {
    const id = book(world.db, world.as('customer'));
    const transactionId = payInFull(world.db, world.as('customer'), world.as('admin'), id);
    cancelReservation(world.db, world.as('admin'), id);
    expect(getTransaction(world.db, world.as('admin'), transactionId).data.status).toBe('paid');
  });

  it('refuses a reservation that is no longer pending', () => {
    const completed = seeded(world.db, (row) => row.status === 'success', 'completed booking');
    const cancelled = seeded(world.db, (row) => row.status === 'cancelled', 'cancelled booking');
    expectRefusal(world.db, () => cancelReservation(world.db, world.as('admin'), completed.id), 409, NOT_CHANGEABLE);
    expectRefusal(world.db, () => cancelReservation(world.db, world.as('admin'), cancelled.id), 409, NOT_CHANGEABLE);
  });

  it('refuses customers, visitors and unknown reservations', () => {
    const id = book(world.db, world.as('customer'));
    expectRefusedToOutsiders(world, (caller) => cancelReservation(world.db, caller, id));
    expectRefusal(world.db, () => cancelReservation(world.db, world.as('admin'), 9999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => cancelReservation(world.db, world.as('admin'), 'x'), 404, 'Data tidak ditemukan');
  });
});

describe('completeReservation', () => {
  it('completes a pending reservation whose transaction is paid once its session has started', () => {
    const id = book(world.db, world.as('customer'), { time: '14:00' });
    payInFull(world.db, world.as('customer'), world.as('admin'), id, 'downpayment');
    const start = slotStart(QUIET_DAY, '14:00');
    const outcome = completeReservation(world.db, adminSignedInAt(world.db, start), id);
    expect(outcome).toMatchObject({
      status: 200,
      message: 'Reservasi berhasil diselesaikan',
      data: { id, status: 'success', updatedAt: start.toISOString() },
    });
  });

  it('refuses a paid session that has not started yet, by the backend’s clock in the studio’s time zone', () => {
    const id = book(world.db, world.as('customer'), { time: '14:00' });
    payInFull(world.db, world.as('customer'), world.as('admin'), id);
    const justBefore = new Date(slotStart(QUIET_DAY, '14:00').getTime() - 1);
    for (const admin of [world.as('admin'), adminSignedInAt(world.db, justBefore)]) {
      expectRefusal(
        world.db,
        () => completeReservation(world.db, admin, id),
        409,
        'Sesi belum dimulai, reservasi belum dapat diselesaikan',
      );
    }
    expect(completeAtSessionStart(world.db, id).data.status).toBe('success');
  });

  it('refuses while the transaction is not paid, or there is none', () => {
    const withoutTransaction = book(world.db, world.as('customer'));
    expectRefusal(
      world.db,
      () => completeReservation(world.db, world.as('admin'), withoutTransaction),
      409,
      'Transaksi belum lunas',
    );
    const unpaid = book(world.db, world.as('freshCustomer'), { time: '10:40' });
    createTransaction(world.db, world.as('freshCustomer'), { reservationId: unpaid, type: 'fullpayment' });
    expectRefusal(
      world.db,
      () => completeReservation(world.db, world.as('admin'), unpaid),
      409,
      'Transaksi belum lunas',
    );
  });

  it('refuses a reservation that is no longer pending', () => {
    const completed = seeded(world.db, (row) => row.status === 'success', 'completed booking');
    const id = book(world.db, world.as('customer'));
    payInFull(world.db, world.as('customer'), world.as('admin'), id);
    cancelReservation(world.db, world.as('admin'), id);
    expectRefusal(world.db, () => completeReservation(world.db, world.as('admin'), completed.id), 409, NOT_CHANGEABLE);
    expectRefusal(world.db, () => completeReservation(world.db, world.as('admin'), id), 409, NOT_CHANGEABLE);
  });

  it('refuses customers, visitors and unknown reservations', () => {
    const id = book(world.db, world.as('customer'));
    payInFull(world.db, world.as('customer'), world.as('admin'), id);
    expectRefusedToOutsiders(world, (caller) => completeReservation(world.db, caller, id));
    expectRefusal(world.db, () => completeReservation(world.db, world.as('admin'), 9999), 404, 'Data tidak ditemukan');
  });
});

describe('createReservation with add-ons of the wrong type', () => {
  it('takes add-ons sent as null as none', () => {
    const request = { ...reservationRequest(world.db), addons: null };
    const { data } = createReservation(world.db, world.as('freshCustomer'), request);
    expect(data).toMatchObject({ total: 350_000, reservation_detail: [] });
  });

  it.each<[unknown]>([['Tambahan Orang'], [{ id: 1, quantity: 1 }], [2], [true]])(
    'refuses add-ons sent as %j with 400 Tambahan tidak valid',
    (addons) => {
      const request = { ...reservationRequest(world.db), addons };
      expectRefusal(
        world.db,
        () => createReservation(world.db, world.as('freshCustomer'), request),
        400,
        'Tambahan tidak valid',
      );
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ['an add-on that is not an object', { addons: ['Tambahan Orang'] }],
    ['a date sent as an object', { date: { day: 14 } }],
  ])('refuses %s with 400 Format data tidak valid', (_case, change) => {
    const request = { ...reservationRequest(world.db), ...change };
    expectRefusal(
      world.db,
      () => createReservation(world.db, world.as('freshCustomer'), request),
      400,
      'Format data tidak valid',
    );
  });
});
