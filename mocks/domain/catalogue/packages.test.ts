import { describe, expect, it } from 'vitest';
import type { Db, PackageRow } from '@mocks/db/schema';
import { createPackage, deletePackage, getPackage, listPackages, updatePackage } from './packages';
import { getReservation } from '../bookings/reservations';
import { NOW } from '@mocks/test-kit/clock';
import { book, categoryNamed, expectRefusal, expectRefusedToOutsiders, packageNamed } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';

const world = seededWorld();
const IN_USE = 'Data masih digunakan oleh reservasi aktif';

function validInput(db: Db) {
  return {
    name: 'Keluarga Hemat',
    description: 'Sesi foto 20 menit\nMaksimal 3 orang',
    price: 200_000,
    categoryId: categoryNamed(db, 'Foto Keluarga').id,
  };
}

/** A package whose reservations have all ended (some completed), none pending. */
function packageUsedOnlyByEndedReservations(db: Db): PackageRow {
  const found = db.packages.find((item) => {
    const uses = db.reservations.filter((row) => row.categoryPackageId === item.id);
    return uses.some((row) => row.status === 'success') && uses.every((row) => row.status !== 'pending');
  });
  if (!found) throw new Error('the seed has no package used only by ended reservations');
  return found;
}

const priceCases: [unknown, string][] = [
  ['', 'Harga tidak boleh kosong'],
  [undefined, 'Harga tidak boleh kosong'],
  ['seratus ribu', 'Harga harus berupa angka'],
  [1500.5, 'Harga harus berupa bilangan bulat'],
  [999, 'Harga minimal Rp1.000'],
  [3_000_001, 'Harga maksimal Rp3.000.000'],
];

describe('reading packages', () => {
  it('lists packages with their category, for visitors too', () => {
    const { data, message } = listPackages(world.db);
    expect(message).toBe('Berhasil mengambil data paket');
    expect(data).toHaveLength(world.db.packages.length);
    const family = categoryNamed(world.db, 'Foto Keluarga');
    expect(data.find((item) => item.name === 'Keluarga Kecil')).toMatchObject({
      price: 350_000,
      categoryId: family.id,
      category: { id: family.id, name: 'Foto Keluarga', images: family.images },
    });
  });

  it('reads one package with its multi-line description', () => {
    const item = packageNamed(world.db, 'Keluarga Kecil');
    expect(getPackage(world.db, String(item.id)).data.description).toBe(
      'Sesi foto 20 menit\nMaksimal 4 orang\n10 foto edit\nSemua file digital via Google Drive',
    );
  });

  it.each([['999'], ['paket'], ['2.5']])('answers 404 for the id %j', (id) => {
    expectRefusal(world.db, () => getPackage(world.db, id), 404, 'Data tidak ditemukan');
  });
});

describe('createPackage', () => {
  it('creates a package; a price typed as digits counts as a number', () => {
    const outcome = createPackage(world.db, world.as('admin'), { ...validInput(world.db), price: '200000' });
    expect(outcome).toMatchObject({ status: 201, message: 'Paket berhasil ditambahkan' });
    expect(outcome.data).toMatchObject({
      name: 'Keluarga Hemat',
      price: 200_000,
      createdAt: NOW.toISOString(),
      category: { name: 'Foto Keluarga' },
    });
    expect(getPackage(world.db, outcome.data.id).data.description).toBe('Sesi foto 20 menit\nMaksimal 3 orang');
  });

  it('trims the name and the description as typed', () => {
    const input = { ...validInput(world.db), name: '  Keluarga Hemat ', description: ' Sesi foto 20 menit ' };
    expect(createPackage(world.db, world.as('admin'), input).data).toMatchObject({
      name: 'Keluarga Hemat',
      description: 'Sesi foto 20 menit',
    });
  });

  it('ignores an id or a creation time sent by the client', () => {
    const existing = packageNamed(world.db, 'Keluarga Kecil');
    const { data } = createPackage(world.db, world.as('admin'), {
      ...validInput(world.db),
      id: existing.id,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(data.id).not.toBe(existing.id);
    expect(data.createdAt).toBe(NOW.toISOString());
    expect(packageNamed(world.db, 'Keluarga Kecil').price).toBe(350_000);
  });

  it('accepts the price limits Rp1.000 and Rp3.000.000', () => {
    expect(createPackage(world.db, world.as('admin'), { ...validInput(world.db), price: 1000 }).data.price).toBe(1000);
    expect(createPackage(world.db, world.as('admin'), { ...validInput(world.db), price: 3_000_000 }).data.price).toBe(
      3_000_000,
    );
  });

  it('refuses visitors with 401 and customers with 403', () => {
    const input = validInput(world.db);
    expectRefusedToOutsiders(world, (caller) => createPackage(world.db, caller, input));
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: '' }, 'Nama paket tidak boleh kosong'],
    [{ name: 'ab' }, 'Nama paket minimal 3 karakter'],
    [{ name: 'x'.repeat(256) }, 'Nama paket maksimal 255 karakter'],
    [{ description: '' }, 'Deskripsi tidak boleh kosong'],
    [{ description: 'ab' }, 'Deskripsi minimal 3 karakter'],
    [{ description: 'x'.repeat(1001) }, 'Deskripsi maksimal 1000 karakter'],
    ...priceCases.map(([price, message]): [Record<string, unknown>, string] => [{ price }, message]),
    [{ categoryId: '' }, 'ID Kategori tidak boleh kosong'],
    [{ categoryId: undefined }, 'ID Kategori tidak boleh kosong'],
    [{ categoryId: 0 }, 'ID Kategori harus positif'],
    [{ categoryId: 1.5 }, 'ID Kategori harus positif'],
    [{ name: '', description: '', price: 999, categoryId: 0 }, 'Nama paket tidak boleh kosong'],
    [{ description: '', price: 999 }, 'Deskripsi tidak boleh kosong'],
    [{ price: 999, categoryId: 0 }, 'Harga minimal Rp1.000'],
  ])('refuses invalid input %# with the form message', (change, message) => {
    const input = { ...validInput(world.db), ...change };
    expectRefusal(world.db, () => createPackage(world.db, world.as('admin'), input), 400, message);
  });

  it('refuses a category that does not exist', () => {
    const input = { ...validInput(world.db), categoryId: 999 };
    expectRefusal(world.db, () => createPackage(world.db, world.as('admin'), input), 400, 'Kategori tidak ditemukan');
  });
});

describe('updatePackage', () => {
  it('changes a package, also moving it to another category', () => {
    const item = packageNamed(world.db, 'Keluarga Kecil');
    const graduation = categoryNamed(world.db, 'Wisuda');
    const outcome = updatePackage(world.db, world.as('admin'), item.id, {
      ...validInput(world.db),
      categoryId: graduation.id,
    });
    expect(outcome).toMatchObject({ status: 200, message: 'Paket berhasil diubah' });
    expect(getPackage(world.db, item.id).data).toMatchObject({
      name: 'Keluarga Hemat',
      price: 200_000,
      category: { id: graduation.id, name: 'Wisuda' },
    });
  });

  it('never changes the name or price a reservation was made with', () => {
    const item = packageNamed(world.db, 'Keluarga Kecil');
    const reservationId = book(world.db, world.as('freshCustomer'));
    updatePackage(world.db, world.as('admin'), item.id, {
      ...validInput(world.db),
      name: 'Keluarga Mini',
      price: 999_000,
    });
    const shown = getReservation(world.db, world.as('admin'), reservationId).data;
    expect(shown.categoryPackage).toEqual({ id: item.id, name: 'Keluarga Kecil', price: 350_000 });
    expect(shown.total).toBe(350_000);
  });

  it('refuses invalid input, an unknown category, an unknown package and non-admins', () => {
    const item = packageNamed(world.db, 'Keluarga Kecil');
    const admin = world.as('admin');
    const input = validInput(world.db);
    expectRefusal(
      world.db,
      () => updatePackage(world.db, admin, item.id, { ...input, price: 999 }),
      400,
      'Harga minimal Rp1.000',
    );
    expectRefusal(
      world.db,
      () => updatePackage(world.db, admin, item.id, { ...input, name: 'ab' }),
      400,
      'Nama paket minimal 3 karakter',
    );
    expectRefusal(
      world.db,
      () => updatePackage(world.db, admin, item.id, { ...input, categoryId: 999 }),
      400,
      'Kategori tidak ditemukan',
    );
    expectRefusal(world.db, () => updatePackage(world.db, admin, 999, input), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => updatePackage(world.db, admin, 'x', input), 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => updatePackage(world.db, caller, item.id, input));
  });
});

describe('deletePackage', () => {
  it('deletes a package nobody has booked', () => {
    const { data } = createPackage(world.db, world.as('admin'), validInput(world.db));
    expect(deletePackage(world.db, world.as('admin'), data.id)).toEqual({
      status: 200,
      data: null,
      message: 'Paket berhasil dihapus',
    });
    expectRefusal(world.db, () => getPackage(world.db, data.id), 404, 'Data tidak ditemukan');
  });

  it('refuses while a pending reservation uses the package', () => {
    const item = packageNamed(world.db, 'Keluarga Kecil');
    book(world.db, world.as('freshCustomer'));
    expectRefusal(world.db, () => deletePackage(world.db, world.as('admin'), item.id), 409, IN_USE);
  });

  it('deletes a package used only by ended reservations, which keep showing it', () => {
    const item = packageUsedOnlyByEndedReservations(world.db);
    const { name, price } = item;
    const completed = world.db.reservations.find(
      (row) => row.categoryPackageId === item.id && row.status === 'success',
    );
    if (!completed) throw new Error('no completed reservation');
    deletePackage(world.db, world.as('admin'), item.id);
    expect(world.db.packages.some((row) => row.id === item.id)).toBe(false);
    expect(getReservation(world.db, world.as('admin'), completed.id).data.categoryPackage).toEqual({
      id: item.id,
      name,
      price,
    });
  });

  it('refuses an unknown package with 404 and non-admins with 401/403', () => {
    const item = packageUsedOnlyByEndedReservations(world.db);
    expectRefusal(world.db, () => deletePackage(world.db, world.as('admin'), 999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => deletePackage(world.db, world.as('admin'), 'abc'), 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => deletePackage(world.db, caller, item.id));
  });
});

describe('package prices of zero, below zero and below Rp1.000', () => {
  it.each<[unknown, string]>([
    [0, 'Harga harus positif'],
    ['0', 'Harga harus positif'],
    [-1, 'Harga harus positif'],
    [-5000, 'Harga harus positif'],
    [1, 'Harga minimal Rp1.000'],
  ])('refuses the price %j with %j, on create and on edit', (price, message) => {
    const admin = world.as('admin');
    const input = { ...validInput(world.db), price };
    expectRefusal(world.db, () => createPackage(world.db, admin, input), 400, message);
    expectRefusal(
      world.db,
      () => updatePackage(world.db, admin, packageNamed(world.db, 'Keluarga Kecil').id, input),
      400,
      message,
    );
  });

  it('refuses a name sent as an object with 400 Format data tidak valid', () => {
    const input = { ...validInput(world.db), name: { text: 'Keluarga Hemat' } };
    expectRefusal(world.db, () => createPackage(world.db, world.as('admin'), input), 400, 'Format data tidak valid');
  });
});
