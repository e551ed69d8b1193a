import { describe, expect, it } from 'vitest';
import type { AddonRow, Db } from '@mocks/db/schema';
import { createAddon, deleteAddon, getAddon, listAddons, listAddonsOfCategory, updateAddon } from './addons';
import { getReservation } from '../bookings/reservations';
import { NOW } from '@mocks/test-kit/clock';
import { addonNamed, book, categoryNamed, expectRefusal, expectRefusedToOutsiders } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';

const world = seededWorld();
const IN_USE = 'Data masih digunakan oleh reservasi aktif';

function validInput(db: Db) {
  return { name: 'Tambahan Hewan', unit: 'ekor', price: 25_000, categoryId: categoryNamed(db, 'Foto Keluarga').id };
}

/** An add-on some completed reservation took, and no pending one. */
function addonUsedOnlyByEndedReservations(db: Db): { addon: AddonRow; reservationId: number } {
  for (const addon of db.addons) {
    const users = db.reservationDetails
      .filter((detail) => detail.categoryAddonId === addon.id)
      .map((detail) => db.reservations.find((row) => row.id === detail.reservationId));
    const completed = users.find((row) => row?.status === 'success');
    if (completed && users.every((row) => row?.status !== 'pending')) return { addon, reservationId: completed.id };
  }
  throw new Error('the seed has no add-on used only by ended reservations');
}

describe('reading add-ons', () => {
  it('lists every add-on with its category, for visitors too', () => {
    const { data, message } = listAddons(world.db);
    expect(message).toBe('Berhasil mengambil data tambahan');
    expect(data).toHaveLength(world.db.addons.length);
    const family = categoryNamed(world.db, 'Foto Keluarga');
    expect(data.find((addon) => addon.categoryId === family.id && addon.name === 'Tambahan Orang')).toMatchObject({
      unit: 'orang',
      price: 50_000,
      category: { id: family.id, name: 'Foto Keluarga' },
    });
  });

  it('lists only the add-ons of one category', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const { data } = listAddonsOfCategory(world.db, String(family.id));
    expect(data.map((addon) => addon.name)).toEqual(['Tambahan Orang', 'Ganti Background', 'Tambahan Foto Edit']);
    expect(data.every((addon) => addon.categoryId === family.id)).toBe(true);
    expect(listAddonsOfCategory(world.db, categoryNamed(world.db, 'Foto Hewan Peliharaan').id).data).toEqual([]);
  });

  it('answers 404 for an unknown category, an unknown add-on or an id that is no number', () => {
    expectRefusal(world.db, () => listAddonsOfCategory(world.db, 999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => listAddonsOfCategory(world.db, 'semua'), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => getAddon(world.db, 999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => getAddon(world.db, 'x'), 404, 'Data tidak ditemukan');
  });
});

describe('createAddon', () => {
  it('creates an add-on', () => {
    const outcome = createAddon(world.db, world.as('admin'), { ...validInput(world.db), price: '25000' });
    expect(outcome).toMatchObject({ status: 201, message: 'Tambahan berhasil ditambahkan' });
    expect(outcome.data).toMatchObject({
      name: 'Tambahan Hewan',
      unit: 'ekor',
      price: 25_000,
      createdAt: NOW.toISOString(),
      category: { name: 'Foto Keluarga' },
    });
    expect(getAddon(world.db, outcome.data.id).data.name).toBe('Tambahan Hewan');
  });

  it('accepts a one-letter unit and the price limits', () => {
    expect(
      createAddon(world.db, world.as('admin'), { ...validInput(world.db), unit: 'x', price: 1000 }).data.unit,
    ).toBe('x');
    expect(createAddon(world.db, world.as('admin'), { ...validInput(world.db), price: 3_000_000 }).data.price).toBe(
      3_000_000,
    );
  });

  it('refuses visitors with 401 and customers with 403', () => {
    const input = validInput(world.db);
    expectRefusedToOutsiders(world, (caller) => createAddon(world.db, caller, input));
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: '' }, 'Nama tambahan tidak boleh kosong'],
    [{ name: 'ab' }, 'Nama tambahan minimal 3 karakter'],
    [{ name: 'x'.repeat(256) }, 'Nama tambahan maksimal 255 karakter'],
    [{ unit: '' }, 'Satuan tidak boleh kosong'],
    [{ unit: '  ' }, 'Satuan tidak boleh kosong'],
    [{ unit: 'x'.repeat(256) }, 'Satuan maksimal 255 karakter'],
    [{ price: '' }, 'Harga tidak boleh kosong'],
    [{ price: 'dua puluh' }, 'Harga harus berupa angka'],
    [{ price: 2500.5 }, 'Harga harus berupa bilangan bulat'],
    [{ price: 999 }, 'Harga minimal Rp1.000'],
    [{ price: 3_000_001 }, 'Harga maksimal Rp3.000.000'],
    [{ categoryId: '' }, 'ID Kategori tidak boleh kosong'],
    [{ categoryId: -1 }, 'ID Kategori harus positif'],
    [{ name: '', unit: '', price: '', categoryId: '' }, 'Nama tambahan tidak boleh kosong'],
    [{ unit: '', price: '' }, 'Satuan tidak boleh kosong'],
  ])('refuses invalid input %# with the form message', (change, message) => {
    const input = { ...validInput(world.db), ...change };
    expectRefusal(world.db, () => createAddon(world.db, world.as('admin'), input), 400, message);
  });

  it('refuses a category that does not exist', () => {
    const input = { ...validInput(world.db), categoryId: 999 };
    expectRefusal(world.db, () => createAddon(world.db, world.as('admin'), input), 400, 'Kategori tidak ditemukan');
  });
});

describe('updateAddon', () => {
  it('changes an add-on', () => {
    const addon = addonNamed(world.db, 'Foto Keluarga', 'Tambahan Foto Edit');
    const outcome = updateAddon(world.db, world.as('admin'), addon.id, {
      ...validInput(world.db),
      name: 'Cetak Foto 4R',
      unit: 'lembar',
      price: 15_000,
    });
    expect(outcome).toMatchObject({ status: 200, message: 'Tambahan berhasil diubah' });
    expect(getAddon(world.db, addon.id).data).toMatchObject({ name: 'Cetak Foto 4R', unit: 'lembar', price: 15_000 });
  });

  it('never changes the add-on name, unit, price or total a reservation was made with', () => {
    const addon = addonNamed(world.db, 'Foto Keluarga', 'Tambahan Orang');
    const reservationId = book(world.db, world.as('freshCustomer'), {
      addons: [{ name: 'Tambahan Orang', quantity: 2 }],
    });
    updateAddon(world.db, world.as('admin'), addon.id, {
      ...validInput(world.db),
      name: 'Orang Ekstra',
      unit: 'kepala',
      price: 80_000,
    });
    const shown = getReservation(world.db, world.as('admin'), reservationId).data;
    expect(shown.reservation_detail.map(({ quantity, categoryAddon }) => ({ quantity, categoryAddon }))).toEqual([
      { quantity: 2, categoryAddon: { id: addon.id, name: 'Tambahan Orang', unit: 'orang', price: 50_000 } },
    ]);
    expect(shown.total).toBe(450_000);
  });

  it('refuses invalid input, an unknown category, an unknown add-on and non-admins', () => {
    const addon = addonNamed(world.db, 'Foto Keluarga', 'Tambahan Foto Edit');
    const admin = world.as('admin');
    const input = validInput(world.db);
    expectRefusal(
      world.db,
      () => updateAddon(world.db, admin, addon.id, { ...input, unit: '' }),
      400,
      'Satuan tidak boleh kosong',
    );
    expectRefusal(
      world.db,
      () => updateAddon(world.db, admin, addon.id, { ...input, categoryId: 999 }),
      400,
      'Kategori tidak ditemukan',
    );
    expectRefusal(world.db, () => updateAddon(world.db, admin, 999, input), 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => updateAddon(world.db, caller, addon.id, input));
  });
});

describe('deleteAddon', () => {
  it('deletes an add-on nobody has booked', () => {
    const { data } = createAddon(world.db, world.as('admin'), validInput(world.db));
    expect(deleteAddon(world.db, world.as('admin'), data.id)).toEqual({
      status: 200,
      data: null,
      message: 'Tambahan berhasil dihapus',
    });
    expect(world.db.addons.some((row) => row.id === data.id)).toBe(false);
  });

  it('refuses while a pending reservation took the add-on', () => {
    const addon = addonNamed(world.db, 'Foto Keluarga', 'Ganti Background');
    book(world.db, world.as('freshCustomer'), { addons: [{ name: 'Ganti Background', quantity: 1 }] });
    expectRefusal(world.db, () => deleteAddon(world.db, world.as('admin'), addon.id), 409, IN_USE);
  });

  it('deletes an add-on only ended reservations took; they keep showing it', () => {
    const { addon, reservationId } = addonUsedOnlyByEndedReservations(world.db);
    const before = getReservation(world.db, world.as('admin'), reservationId).data;
    deleteAddon(world.db, world.as('admin'), addon.id);
    expect(world.db.addons.some((row) => row.id === addon.id)).toBe(false);
    expect(getReservation(world.db, world.as('admin'), reservationId).data).toEqual(before);
    expect(before.reservation_detail.some((detail) => detail.categoryAddon.id === addon.id)).toBe(true);
  });

  it('refuses an unknown add-on with 404 and non-admins with 401/403', () => {
    const addon = addonNamed(world.db, 'Foto Keluarga', 'Tambahan Foto Edit');
    expectRefusal(world.db, () => deleteAddon(world.db, world.as('admin'), 999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => deleteAddon(world.db, world.as('admin'), '1x'), 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => deleteAddon(world.db, caller, addon.id));
  });
});

describe('add-on prices of zero, below zero and below Rp1.000', () => {
  it.each<[unknown, string]>([
    [0, 'Harga harus positif'],
    [-1, 'Harga harus positif'],
    [-25_000, 'Harga harus positif'],
    [1, 'Harga minimal Rp1.000'],
  ])('refuses the price %j with %j, on create and on edit', (price, message) => {
    const admin = world.as('admin');
    const input = { ...validInput(world.db), price };
    expectRefusal(world.db, () => createAddon(world.db, admin, input), 400, message);
    expectRefusal(
      world.db,
      () => updateAddon(world.db, admin, addonNamed(world.db, 'Foto Keluarga', 'Tambahan Foto Edit').id, input),
      400,
      message,
    );
  });
});
