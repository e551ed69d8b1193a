import { describe, expect, it } from 'vitest';
import type { Category, CategoryAddon, CategoryPackage, Reservation, TimeSlot } from '@/lib/api/api-types';
import { NEAR_FIXED_NOW } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import {
  callApi,
  BAD_TOKEN,
  book,
  FORBIDDEN,
  type Method,
  NOT_FOUND,
  setUpTestBackend,
  tokenFor,
  UNAUTHORIZED,
  uploadImages,
} from '../test-kit/http-client';

const { expectRefused } = setUpTestBackend();

const IN_USE = 'Data masih digunakan oleh reservasi aktif';
const CATEGORY_NAME_TAKEN = 'Nama kategori sudah digunakan';
const INVALID_IMAGE = 'Gambar tidak valid';

const validPackage = {
  name: 'Keluarga Hemat',
  description: 'Sesi foto 20 menit\nMaksimal 3 orang',
  price: 275_000,
  categoryId: 1,
};
const validAddon = { name: 'Cetak Kanvas', unit: 'lembar', price: 120_000, categoryId: 1 };

async function pendingReservations(admin: string): Promise<Reservation[]> {
  const all = await callApi<Reservation[]>('GET', 'reservations', { token: admin });
  return all.body.data.filter((reservation) => reservation.status === 'pending');
}

/** A new category with an uploaded image, a package and an add-on. */
async function createStockedCategory(admin: string) {
  const images = await uploadImages(admin, 'category');
  const category = await callApi<Category>('POST', 'category', {
    token: admin,
    body: { name: 'Foto Hewan Kesayangan', images },
  });
  const categoryId = category.body.data.id;
  const item = await callApi<CategoryPackage>('POST', 'package', {
    token: admin,
    body: { ...validPackage, categoryId },
  });
  const addon = await callApi<CategoryAddon>('POST', 'addon', { token: admin, body: { ...validAddon, categoryId } });
  return { category: category.body.data, item: item.body.data, addon: addon.body.data };
}

describe('who may change the catalogue', () => {
  const writes: [Method, string, unknown][] = [
    ['POST', 'category', { name: 'Foto Baru', images: [] }],
    ['PUT', 'category/1', { name: 'Foto Keluarga', images_url: [], images: [] }],
    ['DELETE', 'category/7', undefined],
    ['POST', 'package', validPackage],
    ['PUT', 'package/1', validPackage],
    ['DELETE', 'package/13', undefined],
    ['POST', 'addon', validAddon],
    ['PUT', 'addon/1', validAddon],
    ['DELETE', 'addon/1', undefined],
    ['POST', 'time', { time: '12:20' }],
    ['DELETE', 'time/1', undefined],
  ];

  it.each(writes)(
    '%s /%s: visitors and unknown tokens get 401, customers 403, and nothing changes',
    async (method, path, body) => {
      await expectRefused(() => callApi(method, path, { body }), 401, UNAUTHORIZED);
      await expectRefused(() => callApi(method, path, { body, token: BAD_TOKEN }), 401, UNAUTHORIZED);
      const customer = await tokenFor('customer');
      await expectRefused(() => callApi(method, path, { body, token: customer }), 403, FORBIDDEN);
    },
  );
});

describe('categories', () => {
  it('GET /categories: every category with its images and packages, for visitors', async () => {
    const result = await callApi<Category[]>('GET', 'categories');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data kategori');
    expect(result.body.data).toHaveLength(7);
    expect(result.body.data[0]).toEqual({
      id: 1,
      name: 'Foto Keluarga',
      images: ['/images/family-1.svg', '/images/family-2.svg', '/images/family-3.svg'],
      createdAt: expect.any(String),
      category_packages: [
        {
          id: 1,
          name: 'Keluarga Kecil',
          price: 350_000,
          description: expect.stringMatching(/^Sesi foto 20 menit\nMaksimal 4 orang\n/),
        },
        { id: 2, name: 'Keluarga Besar', price: 650_000, description: expect.any(String) },
        { id: 3, name: 'Keluarga Premium', price: 950_000, description: expect.any(String) },
      ],
    });
  });

  it('GET /categories/latest: the 6 newest categories that have a package, newest first', async () => {
    const before = await callApi<Category[]>('GET', 'categories/latest');
    expect(before.status).toBe(200);
    expect(before.body.data.map((category) => category.name)).toEqual([
      'Pas Foto',
      'Foto Produk',
      'Maternity',
      'Prewedding',
      'Wisuda',
      'Foto Keluarga',
    ]);
    const admin = await tokenFor('admin');
    const { category } = await createStockedCategory(admin);
    const after = await callApi<Category[]>('GET', 'categories/latest');
    expect(after.body.data.map((row) => row.id)).toEqual([
      category.id,
      ...before.body.data.slice(0, 5).map((row) => row.id),
    ]);
  });

  it('GET /category/{id}: one category; 404 for an unknown or malformed id', async () => {
    const result = await callApi<Category>('GET', 'category/7');
    expect(result).toEqual({
      status: 200,
      body: {
        data: {
          id: 7,
          name: 'Foto Hewan Peliharaan',
          images: ['/images/gallery-4.svg'],
          createdAt: expect.any(String),
          category_packages: [],
        },
        message: 'Berhasil mengambil data kategori',
      },
    });
    await expectRefused(() => callApi('GET', 'category/999'), 404, NOT_FOUND);
    await expectRefused(() => callApi('GET', 'category/abc'), 404, NOT_FOUND);
  });

  it('POST /category: creates a category from uploaded images (201)', async () => {
    const admin = await tokenFor('admin');
    const images = await uploadImages(admin, 'category', 2);
    const result = await callApi<Category>('POST', 'category', {
      token: admin,
      body: { name: '  Foto Hewan Kesayangan ', images },
    });
    expect(result).toEqual({
      status: 201,
      body: {
        data: {
          id: 8,
          name: 'Foto Hewan Kesayangan',
          images,
          createdAt: expect.stringMatching(NEAR_FIXED_NOW),
          category_packages: [],
        },
        message: 'Kategori berhasil ditambahkan',
      },
    });
    expect((await callApi<Category>('GET', 'category/8')).body.data).toEqual(result.body.data);
  });

  it('POST /category: refuses a name in use, compared case-insensitively (409)', async () => {
    const admin = await tokenFor('admin');
    const images = await uploadImages(admin, 'category');
    await expectRefused(
      () => callApi('POST', 'category', { token: admin, body: { name: ' foto KELUARGA ', images } }),
      409,
      CATEGORY_NAME_TAKEN,
    );
  });

  it('POST /category: judges names without invisible characters (400 when only those, 409 when the rest is taken)', async () => {
    const admin = await tokenFor('admin');
    const images = await uploadImages(admin, 'category');
    await expectRefused(
      () => callApi('POST', 'category', { token: admin, body: { name: '\u200b\u200b\u200b', images } }),
      400,
      'Nama kategori tidak boleh kosong',
    );
    await expectRefused(
      () => callApi('POST', 'category', { token: admin, body: { name: 'Foto Keluarga\u200b', images } }),
      409,
      CATEGORY_NAME_TAKEN,
    );
  });

  it('POST /category and PUT /category/{id}: refuse the same image twice (400 Gambar tidak boleh sama)', async () => {
    const admin = await tokenFor('admin');
    const [image = ''] = await uploadImages(admin, 'category');
    const body = { name: 'Foto Hewan Kesayangan', images: [image, image, image] };
    await expectRefused(() => callApi('POST', 'category', { token: admin, body }), 400, 'Gambar tidak boleh sama');
    const created = (await callApi<Category>('POST', 'category', { token: admin, body: { ...body, images: [image] } }))
      .body.data;
    const edit = { name: created.name, images_url: [image], images: [image] };
    await expectRefused(
      () => callApi('PUT', `category/${created.id}`, { token: admin, body: edit }),
      400,
      'Gambar tidak boleh sama',
    );
  });

  it('POST /category: refuses images this backend did not issue for categories (400)', async () => {
    const admin = await tokenFor('admin');
    const proof = await uploadImages(await tokenFor('customer'), 'transaction');
    for (const images of [['https://contoh.id/foto.png'], ['/images/family-1.svg'], proof]) {
      await expectRefused(
        () => callApi('POST', 'category', { token: admin, body: { name: 'Foto Baru', images } }),
        400,
        INVALID_IMAGE,
      );
    }
  });

  it.each([
    ['nothing', {}, 'Nama kategori tidak boleh kosong'],
    ['a blank name', { name: '   ', images: ['x'] }, 'Nama kategori tidak boleh kosong'],
    ['a short name', { name: 'ab', images: ['x'] }, 'Nama minimal 3 karakter'],
    ['a long name', { name: 'a'.repeat(256), images: ['x'] }, 'Nama maksimal 255 karakter'],
    ['no images field', { name: 'Foto Baru' }, 'Gambar tidak boleh kosong'],
    ['an empty image list', { name: 'Foto Baru', images: [] }, 'Gambar yang diunggah minimal 1 gambar'],
    ['four images', { name: 'Foto Baru', images: ['a', 'b', 'c', 'd'] }, 'Total gambar tidak boleh lebih dari 3'],
  ])('POST /category: refuses %s (400)', async (_case, body, message) => {
    const admin = await tokenFor('admin');
    await expectRefused(() => callApi('POST', 'category', { token: admin, body }), 400, message);
  });

  it('PUT /category/{id}: renames and keeps some images plus new uploads', async () => {
    const admin = await tokenFor('admin');
    const [added] = await uploadImages(admin, 'category');
    const body = {
      name: 'Foto Keluarga Besar',
      images_url: ['/images/family-3.svg', '/images/family-1.svg'],
      images: [added],
    };
    const result = await callApi<Category>('PUT', 'category/1', { token: admin, body });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Kategori berhasil diubah');
    expect(result.body.data).toMatchObject({
      id: 1,
      name: 'Foto Keluarga Besar',
      images: ['/images/family-3.svg', '/images/family-1.svg', added],
    });
    expect((await callApi<Category>('GET', 'category/1')).body.data.images).toEqual([
      '/images/family-3.svg',
      '/images/family-1.svg',
      added,
    ]);
  });

  it('PUT /category/{id}: a category may keep its own name', async () => {
    const admin = await tokenFor('admin');
    const result = await callApi('PUT', 'category/2', {
      token: admin,
      body: { name: 'wisuda', images_url: ['/images/graduation-1.svg'] },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: 'wisuda', images: ['/images/graduation-1.svg'] });
  });

  it('PUT /category/{id}: refusals (404, 400, 409)', async () => {
    const admin = await tokenFor('admin');
    const [added] = await uploadImages(admin, 'category');
    const keepAll = ['/images/family-1.svg', '/images/family-2.svg', '/images/family-3.svg'];
    const put = (path: string, body: unknown) => () => callApi('PUT', path, { token: admin, body });
    await expectRefused(put('category/999', { name: 'Foto Baru', images_url: keepAll }), 404, NOT_FOUND);
    await expectRefused(
      put('category/1', { name: 'Foto Keluarga', images_url: [], images: [] }),
      400,
      'Gambar tidak boleh kosong',
    );
    await expectRefused(
      put('category/1', { name: 'Foto Keluarga', images_url: keepAll, images: [added] }),
      400,
      'Total gambar tidak boleh lebih dari 3',
    );
    await expectRefused(put('category/1', { name: 'ab', images_url: keepAll }), 400, 'Nama minimal 3 karakter');
    await expectRefused(
      put('category/1', { name: 'Foto Keluarga', images_url: ['/images/graduation-1.svg'] }),
      400,
      INVALID_IMAGE,
    );
    await expectRefused(
      put('category/1', { name: 'Foto Keluarga', images_url: [], images: ['/images/family-1.svg'] }),
      400,
      INVALID_IMAGE,
    );
    await expectRefused(put('category/1', { name: 'WISUDA', images_url: keepAll }), 409, CATEGORY_NAME_TAKEN);
  });

  it('DELETE /category/{id}: deletes a category with its packages and add-ons (200)', async () => {
    const admin = await tokenFor('admin');
    const { category, item, addon } = await createStockedCategory(admin);
    const result = await callApi('DELETE', `category/${category.id}`, { token: admin });
    expect(result).toEqual({ status: 200, body: { data: null, message: 'Kategori berhasil dihapus' } });
    expect((await callApi('GET', `category/${category.id}`)).status).toBe(404);
    expect((await callApi('GET', `package/${item.id}`)).status).toBe(404);
    expect((await callApi('GET', `addon/${addon.id}`)).status).toBe(404);
  });

  it('DELETE /category/{id}: refused while a pending reservation uses it (409); allowed once it is cancelled, keeping history', async () => {
    const admin = await tokenFor('admin');
    const { category, item, addon } = await createStockedCategory(admin);
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer, {
      categoryId: category.id,
      categoryPackageId: item.id,
      addons: [{ id: addon.id, quantity: 2 }],
    });
    await expectRefused(() => callApi('DELETE', `category/${category.id}`, { token: admin }), 409, IN_USE);
    expect((await callApi('PATCH', `reservation/${reservation.id}/cancel`, { token: admin })).status).toBe(200);
    expect((await callApi('DELETE', `category/${category.id}`, { token: admin })).status).toBe(200);
    const history = await callApi<Reservation>('GET', `reservation/${reservation.id}`, { token: customer });
    expect(history.body.data).toMatchObject({
      category: { id: category.id, name: 'Foto Hewan Kesayangan', images: [category.images[0]] },
      categoryPackage: { id: item.id, name: 'Keluarga Hemat', price: 275_000 },
      reservation_detail: [
        { quantity: 2, categoryAddon: { id: addon.id, name: 'Cetak Kanvas', unit: 'lembar', price: 120_000 } },
      ],
      total: 275_000 + 2 * 120_000,
    });
  });

  it('DELETE /category/{id}: 404 for an unknown category', async () => {
    const admin = await tokenFor('admin');
    await expectRefused(() => callApi('DELETE', 'category/999', { token: admin }), 404, NOT_FOUND);
  });
});

describe('packages', () => {
  it('GET /packages and GET /package/{id}: packages with their category, for visitors', async () => {
    const list = await callApi<CategoryPackage[]>('GET', 'packages');
    expect(list.status).toBe(200);
    expect(list.body.message).toBe('Berhasil mengambil data paket');
    expect(list.body.data).toHaveLength(14);
    const one = await callApi<CategoryPackage>('GET', 'package/1');
    expect(one).toEqual({
      status: 200,
      body: {
        data: {
          id: 1,
          name: 'Keluarga Kecil',
          description: 'Sesi foto 20 menit\nMaksimal 4 orang\n10 foto edit\nSemua file digital via Google Drive',
          price: 350_000,
          categoryId: 1,
          category: {
            id: 1,
            name: 'Foto Keluarga',
            images: ['/images/family-1.svg', '/images/family-2.svg', '/images/family-3.svg'],
          },
          createdAt: expect.any(String),
        },
        message: 'Berhasil mengambil data paket',
      },
    });
    expect(list.body.data[0]).toEqual(one.body.data);
    await expectRefused(() => callApi('GET', 'package/999'), 404, NOT_FOUND);
  });

  it('POST /package: creates a package (201), and its category lists it', async () => {
    const admin = await tokenFor('admin');
    const result = await callApi<CategoryPackage>('POST', 'package', { token: admin, body: validPackage });
    expect(result).toEqual({
      status: 201,
      body: {
        data: {
          id: 15,
          ...validPackage,
          category: { id: 1, name: 'Foto Keluarga', images: expect.any(Array) },
          createdAt: expect.stringMatching(NEAR_FIXED_NOW),
        },
        message: 'Paket berhasil ditambahkan',
      },
    });
    const category = await callApi<Category>('GET', 'category/1');
    expect(category.body.data.category_packages).toContainEqual({
      id: 15,
      name: 'Keluarga Hemat',
      price: 275_000,
      description: validPackage.description,
    });
  });

  it('POST /package: takes numbers written as digit strings, and trims text', async () => {
    const admin = await tokenFor('admin');
    const body = { name: '  Keluarga Hemat ', description: ' Sesi foto 20 menit ', price: '275000', categoryId: '1' };
    const result = await callApi<CategoryPackage>('POST', 'package', { token: admin, body });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      name: 'Keluarga Hemat',
      description: 'Sesi foto 20 menit',
      price: 275_000,
      categoryId: 1,
    });
  });

  it.each([
    ['nothing', {}, 'Nama paket tidak boleh kosong'],
    ['a short name', { ...validPackage, name: 'ab' }, 'Nama paket minimal 3 karakter'],
    ['a long name', { ...validPackage, name: 'a'.repeat(256) }, 'Nama paket maksimal 255 karakter'],
    ['no description', { ...validPackage, description: '' }, 'Deskripsi tidak boleh kosong'],
    ['a short description', { ...validPackage, description: 'ab' }, 'Deskripsi minimal 3 karakter'],
    ['a long description', { ...validPackage, description: 'a'.repeat(1001) }, 'Deskripsi maksimal 1000 karakter'],
    ['no price', { ...validPackage, price: '' }, 'Harga tidak boleh kosong'],
    ['a price in words', { ...validPackage, price: 'murah' }, 'Harga harus berupa angka'],
    ['a fractional price', { ...validPackage, price: 1500.5 }, 'Harga harus berupa bilangan bulat'],
    ['a price under Rp1.000', { ...validPackage, price: 999 }, 'Harga minimal Rp1.000'],
    ['a price over Rp3.000.000', { ...validPackage, price: 3_000_001 }, 'Harga maksimal Rp3.000.000'],
    ['a negative price', { ...validPackage, price: -5000 }, 'Harga harus positif'],
    ['no category', { ...validPackage, categoryId: undefined }, 'ID Kategori tidak boleh kosong'],
    ['category 0', { ...validPackage, categoryId: 0 }, 'ID Kategori harus positif'],
    ['an unknown category', { ...validPackage, categoryId: 99 }, 'Kategori tidak ditemukan'],
  ])('POST /package and PUT /package/{id}: refuse %s (400)', async (_case, body, message) => {
    const admin = await tokenFor('admin');
    await expectRefused(() => callApi('POST', 'package', { token: admin, body }), 400, message);
    await expectRefused(() => callApi('PUT', 'package/1', { token: admin, body }), 400, message);
  });

  it('PUT /package/{id}: changes the package, never the reservations already made with it', async () => {
    const admin = await tokenFor('admin');
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer);
    const body = { ...validPackage, name: 'Keluarga Kecil Plus', price: 400_000 };
    const result = await callApi<CategoryPackage>('PUT', 'package/1', { token: admin, body });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Paket berhasil diubah');
    expect(result.body.data).toMatchObject({
      id: 1,
      name: 'Keluarga Kecil Plus',
      price: 400_000,
      description: validPackage.description,
    });
    const booked = await callApi<Reservation>('GET', `reservation/${reservation.id}`, { token: customer });
    expect(booked.body.data.categoryPackage).toEqual({ id: 1, name: 'Keluarga Kecil', price: 350_000 });
    expect(booked.body.data.total).toBe(350_000);
    await expectRefused(() => callApi('PUT', 'package/999', { token: admin, body }), 404, NOT_FOUND);
  });

  it('DELETE /package/{id}: deletes a package no pending reservation uses; finished ones keep its name', async () => {
    const admin = await tokenFor('admin');
    const pending = await pendingReservations(admin);
    const used = new Set(pending.map((reservation) => reservation.categoryPackage.id));
    const [usedId] = used;
    await expectRefused(() => callApi('DELETE', `package/${usedId}`, { token: admin }), 409, IN_USE);

    expect(used.has(13)).toBe(false);
    const result = await callApi('DELETE', 'package/13', { token: admin });
    expect(result).toEqual({ status: 200, body: { data: null, message: 'Paket berhasil dihapus' } });
    expect((await callApi('GET', 'package/13')).status).toBe(404);
    const all = await callApi<Reservation[]>('GET', 'reservations', { token: admin });
    const history = all.body.data.filter((reservation) => reservation.categoryPackage.id === 13);
    expect(history.length).toBeGreaterThan(0);
    for (const reservation of history) expect(reservation.categoryPackage.name).toBe('Pas Foto Kilat');
    await expectRefused(() => callApi('DELETE', 'package/13', { token: admin }), 404, NOT_FOUND);
  });
});

describe('add-ons', () => {
  it('GET /addons, GET /addon/{id} and GET /addons/category/{categoryId}, for visitors', async () => {
    const list = await callApi<CategoryAddon[]>('GET', 'addons');
    expect(list.status).toBe(200);
    expect(list.body.message).toBe('Berhasil mengambil data tambahan');
    expect(list.body.data).toHaveLength(15);
    const one = await callApi<CategoryAddon>('GET', 'addon/3');
    expect(one).toEqual({
      status: 200,
      body: {
        data: {
          id: 3,
          name: 'Tambahan Foto Edit',
          unit: 'foto',
          price: 25_000,
          categoryId: 1,
          category: { id: 1, name: 'Foto Keluarga' },
          createdAt: expect.any(String),
        },
        message: 'Berhasil mengambil data tambahan',
      },
    });
    const ofCategory = await callApi<CategoryAddon[]>('GET', 'addons/category/1');
    expect(ofCategory.status).toBe(200);
    expect(ofCategory.body.data.map((addon) => addon.name)).toEqual([
      'Tambahan Orang',
      'Ganti Background',
      'Tambahan Foto Edit',
    ]);
    expect((await callApi('GET', 'addons/category/7')).body.data).toEqual([]);
    await expectRefused(() => callApi('GET', 'addon/999'), 404, NOT_FOUND);
    await expectRefused(() => callApi('GET', 'addons/category/999'), 404, NOT_FOUND);
  });

  it('POST /addon: creates an add-on (201); PUT /addon/{id} changes it', async () => {
    const admin = await tokenFor('admin');
    const created = await callApi<CategoryAddon>('POST', 'addon', { token: admin, body: validAddon });
    expect(created).toEqual({
      status: 201,
      body: {
        data: {
          id: 16,
          ...validAddon,
          category: { id: 1, name: 'Foto Keluarga' },
          createdAt: expect.stringMatching(NEAR_FIXED_NOW),
        },
        message: 'Tambahan berhasil ditambahkan',
      },
    });
    const changed = await callApi<CategoryAddon>('PUT', 'addon/16', {
      token: admin,
      body: { ...validAddon, unit: 'buah', categoryId: 2 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Tambahan berhasil diubah');
    expect(changed.body.data).toMatchObject({
      id: 16,
      unit: 'buah',
      categoryId: 2,
      category: { id: 2, name: 'Wisuda' },
    });
    await expectRefused(() => callApi('PUT', 'addon/999', { token: admin, body: validAddon }), 404, NOT_FOUND);
  });

  it.each([
    ['nothing', {}, 'Nama tambahan tidak boleh kosong'],
    ['a short name', { ...validAddon, name: 'ab' }, 'Nama tambahan minimal 3 karakter'],
    ['a long name', { ...validAddon, name: 'a'.repeat(256) }, 'Nama tambahan maksimal 255 karakter'],
    ['no unit', { ...validAddon, unit: ' ' }, 'Satuan tidak boleh kosong'],
    ['a long unit', { ...validAddon, unit: 'a'.repeat(256) }, 'Satuan maksimal 255 karakter'],
    ['a price under Rp1.000', { ...validAddon, price: 500 }, 'Harga minimal Rp1.000'],
    ['a price over Rp3.000.000', { ...validAddon, price: 3_500_000 }, 'Harga maksimal Rp3.000.000'],
    ['no category', { ...validAddon, categoryId: '' }, 'ID Kategori tidak boleh kosong'],
    ['a negative category', { ...validAddon, categoryId: -1 }, 'ID Kategori harus positif'],
    ['an unknown category', { ...validAddon, categoryId: 99 }, 'Kategori tidak ditemukan'],
  ])('POST /addon and PUT /addon/{id}: refuse %s (400)', async (_case, body, message) => {
    const admin = await tokenFor('admin');
    await expectRefused(() => callApi('POST', 'addon', { token: admin, body }), 400, message);
    await expectRefused(() => callApi('PUT', 'addon/1', { token: admin, body }), 400, message);
  });

  it('DELETE /addon/{id}: refused while a pending reservation uses it (409), otherwise deleted', async () => {
    const admin = await tokenFor('admin');
    const customer = await tokenFor(newCustomer);
    await book(customer, { addons: [{ id: 2, quantity: 1 }] });
    await expectRefused(() => callApi('DELETE', 'addon/2', { token: admin }), 409, IN_USE);
    const used = new Set(
      (await pendingReservations(admin)).flatMap((reservation) =>
        reservation.reservation_detail.map((detail) => detail.categoryAddon.id),
      ),
    );
    const free = (await callApi<CategoryAddon[]>('GET', 'addons')).body.data.find((addon) => !used.has(addon.id));
    expect(free).toBeDefined();
    const result = await callApi('DELETE', `addon/${free?.id}`, { token: admin });
    expect(result).toEqual({ status: 200, body: { data: null, message: 'Tambahan berhasil dihapus' } });
    expect((await callApi('GET', `addon/${free?.id}`)).status).toBe(404);
    await expectRefused(() => callApi('DELETE', 'addon/999', { token: admin }), 404, NOT_FOUND);
  });
});

describe('time slots', () => {
  it('GET /times: every slot from 10:20 to 19:40, sorted, for visitors', async () => {
    const result = await callApi<TimeSlot[]>('GET', 'times');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Berhasil mengambil data waktu');
    expect(result.body.data).toHaveLength(29);
    expect(result.body.data[0]).toEqual({ id: 1, time: '10:20' });
    expect(result.body.data.at(-1)).toEqual({ id: 29, time: '19:40' });
  });

  it('DELETE /time/{id} then POST /time: a freed time can be added again (201) and is listed in order', async () => {
    const admin = await tokenFor('admin');
    const used = new Set((await pendingReservations(admin)).map((reservation) => reservation.timeSlot.id));
    const times = (await callApi<TimeSlot[]>('GET', 'times')).body.data;
    const free = times.find((slot) => !used.has(slot.id) && slot.time > '12:00');
    if (!free) throw new Error('every slot is in use');
    const removed = await callApi('DELETE', `time/${free.id}`, { token: admin });
    expect(removed).toEqual({ status: 200, body: { data: null, message: 'Waktu berhasil dihapus' } });
    expect((await callApi<TimeSlot[]>('GET', 'times')).body.data.map((slot) => slot.time)).not.toContain(free.time);

    const added = await callApi<TimeSlot>('POST', 'time', { token: admin, body: { time: ` ${free.time} ` } });
    expect(added).toEqual({
      status: 201,
      body: { data: { id: 30, time: free.time }, message: 'Waktu berhasil ditambahkan' },
    });
    const after = (await callApi<TimeSlot[]>('GET', 'times')).body.data;
    expect(after.map((slot) => slot.time)).toEqual(times.map((slot) => slot.time));
    expect(after.find((slot) => slot.time === free.time)?.id).toBe(30);
  });

  it('POST /time: refuses a time that exists (409)', async () => {
    const admin = await tokenFor('admin');
    await expectRefused(
      () => callApi('POST', 'time', { token: admin, body: { time: '12:20' } }),
      409,
      'Waktu sudah ada',
    );
  });

  it.each([
    ['nothing', {}, 'Waktu tidak boleh kosong'],
    ['no time', { time: '' }, 'Waktu tidak boleh kosong'],
    ['another format', { time: '9.00' }, 'Waktu harus dalam format HH:mm (contoh, 11:00)'],
    ['a time before 10:20', { time: '10:00' }, 'Waktu harus diantara 10:20 dan 19:40'],
    ['a time after 19:40', { time: '20:00' }, 'Waktu harus diantara 10:20 dan 19:40'],
    [
      'a time off the 20-minute steps',
      { time: '12:10' },
      'Waktu harus berjarak 20 menit (contoh, 10:00, 10:20; 10:40)',
    ],
  ])('POST /time: refuses %s (400)', async (_case, body, message) => {
    const admin = await tokenFor('admin');
    await expectRefused(() => callApi('POST', 'time', { token: admin, body }), 400, message);
  });

  it('DELETE /time/{id}: refused while a pending reservation uses it (409); 404 for an unknown slot', async () => {
    const admin = await tokenFor('admin');
    const [pending] = await pendingReservations(admin);
    if (!pending) throw new Error('the seed has no pending reservation');
    await expectRefused(() => callApi('DELETE', `time/${pending.timeSlot.id}`, { token: admin }), 409, IN_USE);
    await expectRefused(() => callApi('DELETE', 'time/999', { token: admin }), 404, NOT_FOUND);
  });
});

describe('catalogue input of the wrong value or type', () => {
  it.each([
    [0, 'Harga harus positif'],
    [-1, 'Harga harus positif'],
    [1, 'Harga minimal Rp1.000'],
  ])('POST|PUT /package and /addon: refuse the price %j with %j (400)', async (price, message) => {
    const admin = await tokenFor('admin');
    await expectRefused(
      () => callApi('POST', 'package', { token: admin, body: { ...validPackage, price } }),
      400,
      message,
    );
    await expectRefused(
      () => callApi('PUT', 'package/1', { token: admin, body: { ...validPackage, price } }),
      400,
      message,
    );
    await expectRefused(() => callApi('POST', 'addon', { token: admin, body: { ...validAddon, price } }), 400, message);
    await expectRefused(
      () => callApi('PUT', 'addon/1', { token: admin, body: { ...validAddon, price } }),
      400,
      message,
    );
  });

  it.each([['0x1'], ['1e0'], ['1.0'], ['+1']])(
    'an id written as %s is no id: reads, edits and deletes answer 404',
    async (id) => {
      const admin = await tokenFor('admin');
      for (const path of ['category', 'package', 'addon'])
        await expectRefused(() => callApi('GET', `${path}/${id}`), 404, NOT_FOUND);
      await expectRefused(() => callApi('PUT', `package/${id}`, { token: admin, body: validPackage }), 404, NOT_FOUND);
      await expectRefused(
        () => callApi('DELETE', `category/${id.replace('1', '7')}`, { token: admin }),
        404,
        NOT_FOUND,
      );
      expect((await callApi('GET', 'category/1')).status).toBe(200);
    },
  );

  it('PUT /category/{id}: images_url sent as null counts as an empty list', async () => {
    const admin = await tokenFor('admin');
    const [added] = await uploadImages(admin, 'category');
    const result = await callApi<Category>('PUT', 'category/1', {
      token: admin,
      body: { name: 'Foto Keluarga', images_url: null, images: [added] },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.images).toEqual([added]);
    await expectRefused(
      () =>
        callApi('PUT', 'category/1', { token: admin, body: { name: 'Foto Keluarga', images_url: null, images: [] } }),
      400,
      'Gambar tidak boleh kosong',
    );
  });

  it('POST /category: refuses images that are not a list (400 Gambar tidak boleh kosong)', async () => {
    const admin = await tokenFor('admin');
    const [image] = await uploadImages(admin, 'category');
    for (const images of [image, { 0: image }, 1]) {
      await expectRefused(
        () => callApi('POST', 'category', { token: admin, body: { name: 'Foto Baru', images } }),
        400,
        'Gambar tidak boleh kosong',
      );
    }
  });

  it('PUT /category/{id}: refuses images_url or images that are not a list (400 Gambar tidak valid)', async () => {
    const admin = await tokenFor('admin');
    const [added] = await uploadImages(admin, 'category');
    const keep = ['/images/family-1.svg'];
    for (const body of [
      { images_url: '/images/family-1.svg', images: [added] },
      { images_url: { 0: '/images/family-1.svg' } },
      { images_url: keep, images: added },
      { images_url: keep, images: 1 },
    ]) {
      await expectRefused(
        () => callApi('PUT', 'category/1', { token: admin, body: { name: 'Foto Keluarga', ...body } }),
        400,
        INVALID_IMAGE,
      );
    }
  });

  it('refuses text fields sent as objects or lists with 400 Format data tidak valid, not a server error', async () => {
    const admin = await tokenFor('admin');
    const [image] = await uploadImages(admin, 'category');
    const requests: [Method, string, unknown][] = [
      ['POST', 'category', { name: { text: 'Foto Baru' }, images: [image] }],
      ['PUT', 'category/1', { name: ['Foto Keluarga'], images_url: ['/images/family-1.svg'] }],
      ['POST', 'package', { ...validPackage, name: { text: 'Keluarga Hemat' } }],
      ['PUT', 'package/1', { ...validPackage, description: ['Sesi foto'] }],
      ['POST', 'addon', { ...validAddon, unit: { unit: 'lembar' } }],
      ['POST', 'time', { time: { hour: 12, minute: 20 } }],
    ];
    for (const [method, path, body] of requests) {
      await expectRefused(() => callApi(method, path, { token: admin, body }), 400, 'Format data tidak valid');
    }
  });
});
