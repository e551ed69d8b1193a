import { describe, expect, it } from 'vitest';
import type { Reservation } from '@/lib/api/api-types';
import type { Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import type { Caller } from '../accounts/access';
import type { Outcome } from '../outcome';
import { addonRules } from './addons';
import { packageRules } from './packages';
import { getReservation } from '../reservations/reservations';
import { NOW } from '@mocks/test-kit/clock';
import {
  addonNamed,
  book,
  categoryNamed,
  expectRefusal,
  expectRefusedToOutsiders,
  packageNamed,
} from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';

const world = seededWorld();
const IN_USE = 'Data masih digunakan oleh reservasi aktif';
const NOT_FOUND = 'Data tidak ditemukan';

type Invalid = [change: Record<string, unknown>, message: string];

/** What the tests of a kind of priced item need to know of it: its rules, its data and its words. */
interface PricedKind {
  kind: string;
  rules: {
    list: (db: Db) => Outcome<{ id: number; categoryId: number; category: { id: number; name: string } }[]>;
    get: (db: Db, id: unknown) => Outcome<{ id: number; name: string }>;
    create: (db: Draft, caller: Caller, input: unknown) => Outcome<{ id: number; createdAt: string }>;
    update: (db: Draft, caller: Caller, id: unknown, input: unknown) => Outcome<unknown>;
    remove: (db: Draft, caller: Caller, id: unknown) => Outcome<null>;
  };
  rows: (db: Db) => readonly { id: number; price: number }[];
  validInput: (db: Db) => { name: string; price: number; categoryId: number };
  /** A seeded item, to change. */
  existing: (db: Db) => { id: number };
  /** The refusals of its name and of the field the kind adds, each with the form's message. */
  invalid: Invalid[];
  read: string;
  created: string;
  updated: string;
  deleted: string;
  /** Has a new customer book the item, left pending; answers its id. */
  bookPending: (db: Draft) => number;
  /** The ids of the kind a reservation shows. */
  shownIn: (reservation: Reservation) => number[];
  /** A reservation that ended (some completed) and none pending took the item. */
  endedUse: (db: Db) => { id: number; reservationId: number };
}

/** An item some completed reservation took and no pending one, found among `ids` and the reservations that took each. */
function usedOnlyByEnded(db: Db, takers: (id: number) => number[], ids: number[]) {
  for (const id of ids) {
    const uses = takers(id).map((reservationId) => db.reservations.find((row) => row.id === reservationId));
    const completed = uses.find((row) => row?.status === 'success');
    if (completed && uses.every((row) => row?.status !== 'pending')) return { id, reservationId: completed.id };
  }
  throw new Error('the seed has no item used only by ended reservations');
}

const packageKind: PricedKind = {
  kind: 'package',
  rules: packageRules,
  rows: (db) => db.packages,
  validInput: (db) => ({
    name: 'Keluarga Hemat',
    description: 'Sesi foto 20 menit\nMaksimal 3 orang',
    price: 200_000,
    editedQuota: 8,
    categoryId: categoryNamed(db, 'Foto Keluarga').id,
  }),
  existing: (db) => packageNamed(db, 'Keluarga Kecil'),
  invalid: [
    [{ name: '' }, 'Nama paket tidak boleh kosong'],
    [{ name: 'ab' }, 'Nama paket minimal 3 karakter'],
    [{ name: 'x'.repeat(256) }, 'Nama paket maksimal 255 karakter'],
    [{ description: '' }, 'Deskripsi tidak boleh kosong'],
    [{ description: 'ab' }, 'Deskripsi minimal 3 karakter'],
    [{ description: 'x'.repeat(1001) }, 'Deskripsi maksimal 1000 karakter'],
    [{ name: '', description: '', price: 999, categoryId: 0 }, 'Nama paket tidak boleh kosong'],
    [{ description: '', price: 999 }, 'Deskripsi tidak boleh kosong'],
    [{ editedQuota: undefined }, 'Jumlah foto edit tidak boleh kosong'],
    [{ editedQuota: 201 }, 'Jumlah foto edit maksimal 200'],
  ],
  read: 'Berhasil mengambil data paket',
  created: 'Paket berhasil ditambahkan',
  updated: 'Paket berhasil diubah',
  deleted: 'Paket berhasil dihapus',
  bookPending: (db) => {
    book(db, world.as('freshCustomer'));
    return packageNamed(db, 'Keluarga Kecil').id;
  },
  shownIn: (reservation) => [reservation.categoryPackage.id],
  endedUse: (db) =>
    usedOnlyByEnded(
      db,
      (id) => db.reservations.filter((row) => row.categoryPackageId === id).map((row) => row.id),
      db.packages.map((row) => row.id),
    ),
};

const addonKind: PricedKind = {
  kind: 'add-on',
  rules: addonRules,
  rows: (db) => db.addons,
  validInput: (db) => ({
    name: 'Tambahan Hewan',
    unit: 'ekor',
    price: 25_000,
    categoryId: categoryNamed(db, 'Foto Keluarga').id,
  }),
  existing: (db) => addonNamed(db, 'Foto Keluarga', 'Tambahan Foto Edit'),
  invalid: [
    [{ name: '' }, 'Nama tambahan tidak boleh kosong'],
    [{ name: 'ab' }, 'Nama tambahan minimal 3 karakter'],
    [{ name: 'x'.repeat(256) }, 'Nama tambahan maksimal 255 karakter'],
    [{ unit: '' }, 'Satuan tidak boleh kosong'],
    [{ unit: '  ' }, 'Satuan tidak boleh kosong'],
    [{ unit: 'x'.repeat(256) }, 'Satuan maksimal 255 karakter'],
    [{ name: '', unit: '', price: '', categoryId: '' }, 'Nama tambahan tidak boleh kosong'],
    [{ unit: '', price: '' }, 'Satuan tidak boleh kosong'],
  ],
  read: 'Berhasil mengambil data tambahan',
  created: 'Tambahan berhasil ditambahkan',
  updated: 'Tambahan berhasil diubah',
  deleted: 'Tambahan berhasil dihapus',
  bookPending: (db) => {
    book(db, world.as('freshCustomer'), { addons: [{ name: 'Ganti Background', quantity: 1 }] });
    return addonNamed(db, 'Foto Keluarga', 'Ganti Background').id;
  },
  shownIn: (reservation) => reservation.reservation_detail.map((detail) => detail.categoryAddon.id),
  endedUse: (db) =>
    usedOnlyByEnded(
      db,
      (id) => db.reservationDetails.filter((row) => row.categoryAddonId === id).map((row) => row.reservationId),
      db.addons.map((row) => row.id),
    ),
};

/** The refusals every priced item shares: its price and its category, each with the form's message. */
const sharedInvalid: Invalid[] = [
  [{ price: '' }, 'Harga tidak boleh kosong'],
  [{ price: undefined }, 'Harga tidak boleh kosong'],
  [{ price: 'seratus ribu' }, 'Harga harus berupa angka'],
  [{ price: 'dua puluh' }, 'Harga harus berupa angka'],
  [{ price: 1500.5 }, 'Harga harus berupa bilangan bulat'],
  [{ price: 2500.5 }, 'Harga harus berupa bilangan bulat'],
  [{ price: 999 }, 'Harga minimal Rp1.000'],
  [{ price: 3_000_001 }, 'Harga maksimal Rp3.000.000'],
  [{ categoryId: '' }, 'ID Kategori tidak boleh kosong'],
  [{ categoryId: undefined }, 'ID Kategori tidak boleh kosong'],
  [{ categoryId: 0 }, 'ID Kategori harus positif'],
  [{ categoryId: -1 }, 'ID Kategori harus positif'],
  [{ categoryId: 1.5 }, 'ID Kategori harus positif'],
  [{ price: 999, categoryId: 0 }, 'Harga minimal Rp1.000'],
];

describe.each([packageKind, addonKind])('the rules of a $kind', (kind) => {
  const { rules } = kind;
  const admin = () => world.as('admin');

  it('lists every one with its category, for visitors too', () => {
    const { data, message } = rules.list(world.db);
    expect(message).toBe(kind.read);
    expect(data.map((item) => item.id)).toEqual(kind.rows(world.db).map((row) => row.id));
    for (const item of data) {
      const category = world.db.categories.find((row) => row.id === item.categoryId);
      expect(item.category).toMatchObject({ id: category?.id, name: category?.name });
    }
  });

  it.each([[999], ['999'], ['x'], ['paket'], ['2.5']])('answers 404 for the id %j', (id) => {
    expectRefusal(world.db, () => rules.get(world.db, id), 404, NOT_FOUND);
  });

  describe('create', () => {
    it('creates one; a price typed as digits counts as a number', () => {
      const input = kind.validInput(world.db);
      const outcome = rules.create(world.db, admin(), { ...input, price: String(input.price) });
      expect(outcome).toMatchObject({ status: 201, message: kind.created });
      expect(outcome.data).toMatchObject({
        ...input,
        createdAt: NOW.toISOString(),
        category: { name: 'Foto Keluarga' },
      });
      expect(rules.get(world.db, outcome.data.id).data).toMatchObject(input);
    });

    it('accepts the price limits Rp1.000 and Rp3.000.000', () => {
      for (const price of [1000, 3_000_000]) {
        const input = { ...kind.validInput(world.db), price };
        expect(rules.create(world.db, admin(), input).data).toMatchObject({ price });
      }
    });

    it('ignores an id or a creation time sent by the client', () => {
      const existing = kind.existing(world.db);
      const before = structuredClone(existing);
      const input = { ...kind.validInput(world.db), id: existing.id, createdAt: '2000-01-01T00:00:00.000Z' };
      const { data } = rules.create(world.db, admin(), input);
      expect(data.id).not.toBe(existing.id);
      expect(data.createdAt).toBe(NOW.toISOString());
      expect(kind.existing(world.db)).toEqual(before);
    });

    it('refuses visitors with 401 and customers with 403', () => {
      const input = kind.validInput(world.db);
      expectRefusedToOutsiders(world, (caller) => rules.create(world.db, caller, input));
    });

    it.each([...kind.invalid, ...sharedInvalid])('refuses %j with the form message %j', (change, message) => {
      const input = { ...kind.validInput(world.db), ...change };
      expectRefusal(world.db, () => rules.create(world.db, admin(), input), 400, message);
    });

    it('refuses a category that does not exist', () => {
      const input = { ...kind.validInput(world.db), categoryId: 999 };
      expectRefusal(world.db, () => rules.create(world.db, admin(), input), 400, 'Kategori tidak ditemukan');
    });

    it('refuses a name sent as an object with 400 Format data tidak valid', () => {
      const input = { ...kind.validInput(world.db), name: { text: 'Nama Baru' } };
      expectRefusal(world.db, () => rules.create(world.db, admin(), input), 400, 'Format data tidak valid');
    });
  });

  describe('update', () => {
    it('changes one, also moving it to another category', () => {
      const { id } = kind.existing(world.db);
      const graduation = categoryNamed(world.db, 'Wisuda');
      const input = { ...kind.validInput(world.db), categoryId: graduation.id };
      const outcome = rules.update(world.db, admin(), id, input);
      expect(outcome).toMatchObject({ status: 200, message: kind.updated });
      expect(rules.get(world.db, id).data).toMatchObject({ ...input, category: { id: graduation.id, name: 'Wisuda' } });
    });

    it('refuses invalid input, an unknown category, an unknown item and non-admins', () => {
      const { id } = kind.existing(world.db);
      const input = kind.validInput(world.db);
      for (const [change, message] of [...kind.invalid, [{ price: 999 }, 'Harga minimal Rp1.000'] as Invalid]) {
        expectRefusal(world.db, () => rules.update(world.db, admin(), id, { ...input, ...change }), 400, message);
      }
      const unknownCategory = { ...input, categoryId: 999 };
      expectRefusal(
        world.db,
        () => rules.update(world.db, admin(), id, unknownCategory),
        400,
        'Kategori tidak ditemukan',
      );
      expectRefusal(world.db, () => rules.update(world.db, admin(), 999, input), 404, NOT_FOUND);
      expectRefusal(world.db, () => rules.update(world.db, admin(), 'x', input), 404, NOT_FOUND);
      expectRefusedToOutsiders(world, (caller) => rules.update(world.db, caller, id, input));
    });
  });

  describe('delete', () => {
    it('deletes one nobody has booked', () => {
      const { data } = rules.create(world.db, admin(), kind.validInput(world.db));
      expect(rules.remove(world.db, admin(), data.id)).toEqual({ status: 200, data: null, message: kind.deleted });
      expect(kind.rows(world.db).some((row) => row.id === data.id)).toBe(false);
      expectRefusal(world.db, () => rules.get(world.db, data.id), 404, NOT_FOUND);
    });

    it('refuses while a pending reservation took it', () => {
      const id = kind.bookPending(world.db);
      expectRefusal(world.db, () => rules.remove(world.db, admin(), id), 409, IN_USE);
    });

    it('deletes one only ended reservations took; they keep showing it', () => {
      const { id, reservationId } = kind.endedUse(world.db);
      const before = getReservation(world.db, admin(), reservationId).data;
      rules.remove(world.db, admin(), id);
      expect(kind.rows(world.db).some((row) => row.id === id)).toBe(false);
      expect(getReservation(world.db, admin(), reservationId).data).toEqual(before);
      expect(kind.shownIn(before)).toContain(id);
    });

    it('refuses an unknown one with 404 and non-admins with 401/403', () => {
      for (const id of [999, '1x', 'abc']) {
        expectRefusal(world.db, () => rules.remove(world.db, admin(), id), 404, NOT_FOUND);
      }
      const { id } = kind.endedUse(world.db);
      expectRefusedToOutsiders(world, (caller) => rules.remove(world.db, caller, id));
    });
  });

  it.each<[unknown, string]>([
    [0, 'Harga harus positif'],
    ['0', 'Harga harus positif'],
    [-1, 'Harga harus positif'],
    [-5000, 'Harga harus positif'],
    [-25_000, 'Harga harus positif'],
    [1, 'Harga minimal Rp1.000'],
  ])('refuses the price %j with %j, on create and on edit', (price, message) => {
    const input = { ...kind.validInput(world.db), price };
    expectRefusal(world.db, () => rules.create(world.db, admin(), input), 400, message);
    const { id } = kind.existing(world.db);
    expectRefusal(world.db, () => rules.update(world.db, admin(), id, input), 400, message);
  });
});
