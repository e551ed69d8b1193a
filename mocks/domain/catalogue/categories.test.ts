import { describe, expect, it } from 'vitest';
import { seedCategories } from '@mocks/db/seed-catalogue';
import { addonRules } from './addons';
import {
  createCategory,
  deleteCategory,
  getCategory,
  latestCategories,
  listCategories,
  updateCategory,
} from './categories';
import { packageRules } from './packages';
import { cancelReservation, getReservation } from '../reservations/reservations';
import { NOW } from '@mocks/test-kit/clock';
import {
  adminSignedInAt,
  book,
  categoryNamed,
  completeAtSessionStart,
  expectRefusal,
  expectRefusedToOutsiders,
  issueUpload,
  packageNamed,
  payInFull,
} from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';

const world = seededWorld();
const IN_USE = 'Data masih digunakan oleh reservasi aktif';

/** An admin's update of category `id` that must be refused with `status` and `message`, changing nothing. */
function expectUpdateRefused(id: unknown, input: unknown, status: number, message: string): void {
  expectRefusal(world.db, () => updateCategory(world.db, world.as('admin'), id, input), status, message);
}

function newCategory(name = 'Foto Couple', images = 1) {
  const admin = world.as('admin');
  const urls = Array.from({ length: images }, () => issueUpload(world.db, admin, 'category'));
  return createCategory(world.db, admin, { name, images: urls }).data;
}

function addPackage(categoryId: number, name = 'Paket Uji Coba', price = 100_000) {
  const input = { name, description: 'Sesi 30 menit', price, editedQuota: 5, categoryId };
  return packageRules.create(world.db, world.as('admin'), input).data;
}

describe('reading categories', () => {
  it('lists every category with its packages, for visitors too', () => {
    const { data, message } = listCategories(world.db);
    expect(message).toBe('Berhasil mengambil data kategori');
    expect(data.map((category) => category.name)).toEqual(seedCategories.map((category) => category.name));
    const family = data.find((category) => category.name === 'Foto Keluarga');
    expect(family?.category_packages.map(({ name, price }) => ({ name, price }))).toEqual(
      seedCategories[0]?.packages.map(({ name, price }) => ({ name, price })),
    );
  });

  it('reads one category by its id, also sent as text', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    expect(getCategory(world.db, String(family.id)).data).toMatchObject({
      id: family.id,
      name: 'Foto Keluarga',
      images: family.images,
    });
  });

  it.each([['999'], ['abc'], ['1.5'], [''], [undefined]])('answers 404 for the id %j', (id) => {
    expectRefusal(world.db, () => getCategory(world.db, id), 404, 'Data tidak ditemukan');
  });
});

describe('latestCategories', () => {
  it('answers the 6 newest categories that have at least one package, newest first', () => {
    const withPackages = world.db.categories.filter((category) =>
      world.db.packages.some((item) => item.categoryId === category.id),
    );
    const expected = [...withPackages].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 6);
    const { data } = latestCategories(world.db);
    expect(data.map((category) => category.name)).toEqual(expected.map((category) => category.name));
    expect(data.every((category) => category.category_packages.length > 0)).toBe(true);
    expect(data.map((category) => category.name)).not.toContain('Foto Hewan Peliharaan');
  });

  it('puts a new category first once it has a package, and the oldest one drops out', () => {
    const before = latestCategories(world.db).data.map((category) => category.name);
    const couple = newCategory();
    expect(latestCategories(world.db).data.map((category) => category.name)).toEqual(before);
    addPackage(couple.id);
    const after = latestCategories(world.db).data.map((category) => category.name);
    expect(after).toHaveLength(6);
    expect(after[0]).toBe('Foto Couple');
    expect(after.slice(1)).toEqual(before.slice(0, 5));
  });
});

describe('createCategory', () => {
  it('creates a category with the images the backend issued', () => {
    const admin = world.as('admin');
    const images = [issueUpload(world.db, admin, 'category'), issueUpload(world.db, admin, 'category')];
    const outcome = createCategory(world.db, admin, { name: '  Foto Couple ', images });
    expect(outcome).toMatchObject({ status: 201, message: 'Kategori berhasil ditambahkan' });
    expect(outcome.data).toMatchObject({
      name: 'Foto Couple',
      images,
      createdAt: NOW.toISOString(),
      category_packages: [],
    });
    expect(getCategory(world.db, outcome.data.id).data.name).toBe('Foto Couple');
  });

  it('refuses visitors with 401 and customers with 403', () => {
    const image = issueUpload(world.db, world.as('admin'), 'category');
    const input = { name: 'Foto Couple', images: [image] };
    expectRefusedToOutsiders(world, (caller) => createCategory(world.db, caller, input));
  });

  it.each([
    [{ name: '' }, 'Nama kategori tidak boleh kosong'],
    [{ name: '   ' }, 'Nama kategori tidak boleh kosong'],
    [{ name: 'ab' }, 'Nama minimal 3 karakter'],
    [{ name: 'x'.repeat(256) }, 'Nama maksimal 255 karakter'],
    [{ images: undefined }, 'Gambar tidak boleh kosong'],
    [{ images: [] }, 'Gambar yang diunggah minimal 1 gambar'],
    [{ images: ['a', 'b', 'c', 'd'] }, 'Total gambar tidak boleh lebih dari 3'],
    [{ name: '', images: [] }, 'Nama kategori tidak boleh kosong'],
  ])('refuses invalid input %# with the form message', (change, message) => {
    const image = issueUpload(world.db, world.as('admin'), 'category');
    const input = { name: 'Foto Couple', images: [image], ...change };
    expectRefusal(world.db, () => createCategory(world.db, world.as('admin'), input), 400, message);
  });

  it('accepts a name of exactly 3 and of 255 characters and 3 images', () => {
    expect(newCategory('abc').name).toBe('abc');
    expect(newCategory('y'.repeat(255), 3).images).toHaveLength(3);
  });

  it.each([['foto keluarga'], ['  FOTO KELUARGA  '], ['Foto Keluarga']])(
    'refuses the taken name %j, whatever its case',
    (name) => {
      const image = issueUpload(world.db, world.as('admin'), 'category');
      expectRefusal(
        world.db,
        () => createCategory(world.db, world.as('admin'), { name, images: [image] }),
        409,
        'Nama kategori sudah digunakan',
      );
    },
  );

  it('trims invisible characters before the required, length and unique name checks', () => {
    const admin = world.as('admin');
    const image = issueUpload(world.db, admin, 'category');
    expectRefusal(
      world.db,
      () => createCategory(world.db, admin, { name: '\u200b\u200b\u200b', images: [image] }),
      400,
      'Nama kategori tidak boleh kosong',
    );
    expectRefusal(
      world.db,
      () => createCategory(world.db, admin, { name: 'Foto Keluarga\u200b', images: [image] }),
      409,
      'Nama kategori sudah digunakan',
    );
    expect(createCategory(world.db, admin, { name: '\ufeffFoto\u2060 Couple\u200d', images: [image] }).data.name).toBe(
      'Foto Couple',
    );
  });

  it('refuses the same image twice (400 Gambar tidak boleh sama): [a, a, a] is not three images', () => {
    const admin = world.as('admin');
    const image = issueUpload(world.db, admin, 'category');
    const before = world.db.categories.length;
    expectRefusal(
      world.db,
      () => createCategory(world.db, admin, { name: 'Foto Couple', images: [image, image, image] }),
      400,
      'Gambar tidak boleh sama',
    );
    expect(world.db.categories).toHaveLength(before);
  });

  it('refuses images the backend did not issue as category images', () => {
    const admin = world.as('admin');
    const proof = issueUpload(world.db, world.as('customer'), 'transaction');
    const issued = issueUpload(world.db, admin, 'category');
    const shownNotUploaded = categoryNamed(world.db, 'Foto Keluarga').images.slice(0, 1);
    for (const images of [
      ['https://example.com/kucing.png'],
      [issued, '/api/v1/files/dibuat-sendiri.png'],
      [proof],
      shownNotUploaded,
      [42],
    ]) {
      expectRefusal(
        world.db,
        () => createCategory(world.db, admin, { name: 'Foto Couple', images }),
        400,
        'Gambar tidak valid',
      );
    }
  });
});

describe('updateCategory', () => {
  it('renames, keeps chosen images and adds newly uploaded ones', () => {
    const admin = world.as('admin');
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const [first, , third] = family.images;
    const added = issueUpload(world.db, admin, 'category');
    const outcome = updateCategory(world.db, admin, family.id, {
      name: 'Keluarga Bahagia',
      images_url: [first, third],
      images: [added],
    });
    expect(outcome).toMatchObject({ status: 200, message: 'Kategori berhasil diubah' });
    expect(outcome.data).toMatchObject({ id: family.id, name: 'Keluarga Bahagia', images: [first, third, added] });
    expect(getCategory(world.db, family.id).data.images).toEqual([first, third, added]);
  });

  it('lets a category keep its own name in another case', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const outcome = updateCategory(world.db, world.as('admin'), family.id, {
      name: 'FOTO KELUARGA',
      images_url: family.images,
    });
    expect(outcome.data.name).toBe('FOTO KELUARGA');
  });

  it('refuses the name of another category', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const input = { name: 'wisuda', images_url: family.images };
    expectUpdateRefused(family.id, input, 409, 'Nama kategori sudah digunakan');
  });

  it('refuses to keep an image that is not this category’s, or to add one not issued, even its own', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const graduation = categoryNamed(world.db, 'Wisuda');
    const foreignKept = { name: 'Foto Keluarga', images_url: [graduation.images[0]] };
    expectUpdateRefused(family.id, foreignKept, 400, 'Gambar tidak valid');
    const foreignAdded = { name: 'Foto Keluarga', images_url: [], images: ['https://example.com/a.png'] };
    expectUpdateRefused(family.id, foreignAdded, 400, 'Gambar tidak valid');
    const ownAdded = { name: 'Foto Keluarga', images_url: [], images: family.images.slice(0, 1) };
    expectUpdateRefused(family.id, ownAdded, 400, 'Gambar tidak valid');
  });

  it('refuses an image kept and added again (400 Gambar tidak boleh sama)', () => {
    const couple = newCategory();
    const input = { name: couple.name, images_url: couple.images, images: couple.images };
    expectUpdateRefused(couple.id, input, 400, 'Gambar tidak boleh sama');
  });

  it.each([
    [{ name: '' }, 'Nama kategori tidak boleh kosong'],
    [{ name: 'ab' }, 'Nama minimal 3 karakter'],
    [{ name: 'x'.repeat(256) }, 'Nama maksimal 255 karakter'],
    [{ images_url: [], images: [] }, 'Gambar tidak boleh kosong'],
    [{ images_url: ['a', 'b'], images: ['c', 'd'] }, 'Total gambar tidak boleh lebih dari 3'],
  ])('refuses invalid input %# with the form message', (change, message) => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const input = { name: 'Foto Keluarga', images_url: family.images.slice(0, 1), ...change };
    expectUpdateRefused(family.id, input, 400, message);
  });

  it('refuses an unknown category with 404 and non-admins with 401/403', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const input = { name: 'Baru Sekali', images_url: family.images };
    expectUpdateRefused(999, input, 404, 'Data tidak ditemukan');
    expectUpdateRefused('abc', input, 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => updateCategory(world.db, caller, family.id, input));
  });

  it('never changes what existing reservations show', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const reservation = world.db.reservations.find((row) => row.categoryId === family.id);
    if (!reservation) throw new Error('the seed has no family reservation');
    const firstImage = family.images[0];
    const added = issueUpload(world.db, world.as('admin'), 'category');
    updateCategory(world.db, world.as('admin'), family.id, {
      name: 'Keluarga Bahagia',
      images_url: [],
      images: [added],
    });
    const shown = getReservation(world.db, world.as('admin'), reservation.id).data;
    expect(shown.category).toEqual({ id: family.id, name: 'Foto Keluarga', images: [firstImage] });
  });
});

describe('deleteCategory', () => {
  it('refuses while a pending reservation uses the category, and changes nothing', () => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    book(world.db, world.as('freshCustomer'));
    expectRefusal(world.db, () => deleteCategory(world.db, world.as('admin'), family.id), 409, IN_USE);
  });

  it('refuses while a pending reservation uses a package that has since moved into the category', () => {
    const couple = newCategory();
    const reservationId = book(world.db, world.as('freshCustomer'), {
      category: 'Foto Keluarga',
      package: 'Keluarga Kecil',
    });
    const moved = packageNamed(world.db, 'Keluarga Kecil');
    packageRules.update(world.db, world.as('admin'), moved.id, { ...moved, categoryId: couple.id });
    expect(world.db.reservations.find((row) => row.id === reservationId)?.status).toBe('pending');
    expectRefusal(world.db, () => deleteCategory(world.db, world.as('admin'), couple.id), 409, IN_USE);
  });

  it('refuses while a pending reservation uses an add-on that has since moved into the category', () => {
    const couple = newCategory();
    book(world.db, world.as('freshCustomer'), {
      category: 'Wisuda',
      package: 'Wisuda Personal',
      addons: [{ name: 'Cetak Foto 10R', quantity: 1 }],
    });
    const moved = world.db.addons.find((row) => row.name === 'Cetak Foto 10R');
    if (!moved) throw new Error('the seed has no print add-on');
    addonRules.update(world.db, world.as('admin'), moved.id, { ...moved, categoryId: couple.id });
    expectRefusal(world.db, () => deleteCategory(world.db, world.as('admin'), couple.id), 409, IN_USE);
  });

  it('deletes a category with its packages and add-ons once its reservations are no longer pending; they keep their snapshot', () => {
    const admin = world.as('admin');
    const customer = world.as('freshCustomer');
    const couple = newCategory('Foto Couple', 2);
    const item = addPackage(couple.id, 'Couple Santai', 300_000);
    const addon = addonRules.create(world.db, admin, {
      name: 'Tambahan Pose',
      unit: 'pose',
      price: 20_000,
      categoryId: couple.id,
    }).data;
    const done = book(world.db, customer, {
      category: 'Foto Couple',
      package: 'Couple Santai',
      addons: [{ name: 'Tambahan Pose', quantity: 2 }],
    });
    payInFull(world.db, customer, admin, done);
    const dropped = book(world.db, customer, { category: 'Foto Couple', package: 'Couple Santai', time: '10:40' });
    cancelReservation(world.db, admin, dropped);
    const sessionStarted = new Date(completeAtSessionStart(world.db, done).data.updatedAt);

    const outcome = deleteCategory(world.db, adminSignedInAt(world.db, sessionStarted), couple.id);
    expect(outcome).toEqual({ status: 200, data: null, message: 'Kategori berhasil dihapus' });
    expect(world.db.categories.some((row) => row.id === couple.id)).toBe(false);
    expect(world.db.packages.some((row) => row.id === item.id)).toBe(false);
    expect(world.db.addons.some((row) => row.id === addon.id)).toBe(false);
    expect(world.db.packages.filter((row) => row.categoryId === categoryNamed(world.db, 'Wisuda').id)).not.toHaveLength(
      0,
    );

    const shown = getReservation(world.db, admin, done).data;
    expect(shown.status).toBe('success');
    expect(shown.category.name).toBe('Foto Couple');
    expect(shown.categoryPackage).toEqual({ id: item.id, name: 'Couple Santai', price: 300_000 });
    expect(shown.reservation_detail.map((detail) => detail.categoryAddon)).toEqual([
      { id: addon.id, name: 'Tambahan Pose', unit: 'pose', price: 20_000 },
    ]);
    expect(shown.total).toBe(340_000);
  });

  it('refuses an unknown category with 404 and non-admins with 401/403', () => {
    const pets = categoryNamed(world.db, 'Foto Hewan Peliharaan');
    expectRefusal(world.db, () => deleteCategory(world.db, world.as('admin'), 999), 404, 'Data tidak ditemukan');
    expectRefusal(world.db, () => deleteCategory(world.db, world.as('admin'), 'kategori'), 404, 'Data tidak ditemukan');
    expectRefusedToOutsiders(world, (caller) => deleteCategory(world.db, caller, pets.id));
  });
});

describe('category images of the wrong type', () => {
  it.each<[unknown]>([['/api/v1/files/foto.png'], [{ 0: 'foto.png' }], [3], [true]])(
    'createCategory refuses images sent as %j with 400 Gambar tidak boleh kosong',
    (images) => {
      expectRefusal(
        world.db,
        () => createCategory(world.db, world.as('admin'), { name: 'Foto Couple', images }),
        400,
        'Gambar tidak boleh kosong',
      );
    },
  );

  it('updateCategory takes images_url sent as null as an empty list: only the new images remain', () => {
    const admin = world.as('admin');
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const added = issueUpload(world.db, admin, 'category');
    const outcome = updateCategory(world.db, admin, family.id, {
      name: 'Foto Keluarga',
      images_url: null,
      images: [added],
    });
    expect(outcome.data.images).toEqual([added]);
    const input = { name: 'Foto Keluarga', images_url: null, images: [] };
    expectUpdateRefused(family.id, input, 400, 'Gambar tidak boleh kosong');
  });

  it.each<[string, Record<string, unknown>]>([
    ['images_url as text', { images_url: '/images/family-1.svg' }],
    ['images_url as an object', { images_url: { 0: '/images/family-1.svg' } }],
    ['images_url holding null', { images_url: [null] }],
    ['images as text', { images: '/api/v1/files/foto.png' }],
    ['images as a number', { images: 1 }],
  ])('updateCategory refuses %s with 400 Gambar tidak valid', (_case, change) => {
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const input = { name: 'Foto Keluarga', images_url: family.images.slice(0, 1), images: [], ...change };
    expectUpdateRefused(family.id, input, 400, 'Gambar tidak valid');
  });

  it('refuses a name sent as an object with 400 Format data tidak valid, on create and on edit', () => {
    const admin = world.as('admin');
    const family = categoryNamed(world.db, 'Foto Keluarga');
    const image = issueUpload(world.db, admin, 'category');
    expectRefusal(
      world.db,
      () => createCategory(world.db, admin, { name: { id: 'Foto Couple' }, images: [image] }),
      400,
      'Format data tidak valid',
    );
    const edit = { name: ['Foto Keluarga'], images_url: family.images };
    expectUpdateRefused(family.id, edit, 400, 'Format data tidak valid');
  });
});
