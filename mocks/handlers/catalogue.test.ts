import { expect } from 'vitest';
import type { CategoryAddon, CategoryPackage, Reservation, TimeSlot } from '@/lib/api/api-types';
import { newCustomer } from '../test-kit/customers';
import { book, callApi, NOT_FOUND, tokenFor, uploadImages } from '../test-kit/http-client';
import { describeRoutes } from '../test-kit/route-table';

const CATEGORY_READ = 'Berhasil mengambil data kategori';
const PACKAGE_READ = 'Berhasil mengambil data paket';
const ADDON_READ = 'Berhasil mengambil data tambahan';
const IN_USE = 'Data masih digunakan oleh reservasi aktif';

const validPackage = {
  name: 'Keluarga Hemat',
  description: 'Sesi foto 20 menit\nMaksimal 3 orang',
  price: 275_000,
  editedQuota: 12,
  categoryId: 1,
};
const validAddon = { name: 'Cetak Kanvas', unit: 'lembar', price: 120_000, categoryId: 1 };

/** A call anyone may make: a path, with no token and no body. */
const visit = (path: string) => () => Promise.resolve({ path });

/** A time slot no pending reservation holds, so the admin may delete it. */
async function freeSlot(admin: string): Promise<TimeSlot> {
  const reservations = await callApi<Reservation[]>('GET', 'reservations', { token: admin });
  const held = new Set(reservations.body.data.filter((row) => row.status === 'pending').map((row) => row.timeSlot.id));
  const free = (await callApi<TimeSlot[]>('GET', 'times')).body.data.find((slot) => !held.has(slot.id));
  if (!free) throw new Error('every slot is in use');
  return free;
}

/**
 * Has a new customer book the family package (category 1, package 1) at 10:20 (slot 1) with add-on 2, left
 * pending; answers the admin's token, for a delete the booking blocks.
 */
async function adminAfterFamilyBooking() {
  await book(await tokenFor(newCustomer), { addons: [{ id: 2, quantity: 1 }] });
  return tokenFor('admin');
}

describeRoutes('catalogue', [
  ...(
    [
      ['GET /categories', 'categories', CATEGORY_READ],
      ['GET /categories/latest', 'categories/latest', CATEGORY_READ],
      ['GET /packages', 'packages', PACKAGE_READ],
      ['GET /addons', 'addons', ADDON_READ],
      ['GET /times', 'times', 'Berhasil mengambil data waktu'],
    ] as const
  ).map(([operation, path, message]) => ({
    operation,
    access: 'anyone' as const,
    call: visit(path),
    answers: { status: 200, message, data: expect.arrayContaining([expect.objectContaining({ id: 1 })]) as object },
  })),
  {
    operation: 'GET /category/{id}',
    access: 'anyone',
    call: visit('category/1'),
    answers: {
      status: 200,
      message: CATEGORY_READ,
      data: { id: 1, name: 'Foto Keluarga', category_packages: [{ id: 1 }, { id: 2 }, { id: 3 }] },
    },
    refusal: {
      when: 'an unknown category',
      call: visit('category/999'),
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'POST /category',
    access: 'admin',
    call: async () => {
      const admin = await tokenFor('admin');
      const images = await uploadImages(admin, 'category', 2);
      return { path: 'category', token: admin, body: { name: 'Foto Hewan Kesayangan', images } };
    },
    answers: {
      status: 201,
      message: 'Kategori berhasil ditambahkan',
      data: { name: 'Foto Hewan Kesayangan', category_packages: [] },
    },
    refusal: {
      when: 'a name in use',
      call: async () => {
        const admin = await tokenFor('admin');
        const images = await uploadImages(admin, 'category');
        return { path: 'category', token: admin, body: { name: 'foto KELUARGA', images } };
      },
      status: 409,
      message: 'Nama kategori sudah digunakan',
    },
  },
  {
    operation: 'PUT /category/{id}',
    access: 'admin',
    call: async () => ({
      path: 'category/1',
      token: await tokenFor('admin'),
      body: { name: 'Foto Keluarga Besar', images_url: ['/images/family-3.svg'] },
    }),
    answers: {
      status: 200,
      message: 'Kategori berhasil diubah',
      data: { id: 1, name: 'Foto Keluarga Besar', images: ['/images/family-3.svg'] },
    },
    refusal: {
      when: 'keeping an image of another category',
      call: async () => ({
        path: 'category/1',
        token: await tokenFor('admin'),
        body: { name: 'Foto Keluarga', images_url: ['/images/graduation-1.svg'] },
      }),
      status: 400,
      message: 'Gambar tidak valid',
    },
  },
  {
    operation: 'DELETE /category/{id}',
    access: 'admin',
    call: async () => ({ path: 'category/7', token: await tokenFor('admin') }),
    answers: { status: 200, message: 'Kategori berhasil dihapus' },
    refusal: {
      when: 'a category a pending reservation uses',
      call: async () => ({ path: 'category/1', token: await adminAfterFamilyBooking() }),
      status: 409,
      message: IN_USE,
    },
  },
  {
    operation: 'GET /package/{id}',
    access: 'anyone',
    call: visit('package/1'),
    answers: {
      status: 200,
      message: PACKAGE_READ,
      data: { id: 1, name: 'Keluarga Kecil', price: 350_000, category: { id: 1, name: 'Foto Keluarga' } },
    },
    refusal: {
      when: 'an id that is no whole number',
      call: visit('package/1e0'),
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'POST /package',
    access: 'admin',
    call: async () => ({ path: 'package', token: await tokenFor('admin'), body: validPackage }),
    answers: {
      status: 201,
      message: 'Paket berhasil ditambahkan',
      data: { ...validPackage, category: { id: 1, name: 'Foto Keluarga' } },
    },
    refusal: {
      when: 'an unknown category',
      call: async () => ({
        path: 'package',
        token: await tokenFor('admin'),
        body: { ...validPackage, categoryId: 99 },
      }),
      status: 400,
      message: 'Kategori tidak ditemukan',
    },
  },
  {
    operation: 'PUT /package/{id}',
    access: 'admin',
    call: async () => ({
      path: 'package/1',
      token: await tokenFor('admin'),
      body: { ...validPackage, name: 'Keluarga Kecil Plus', price: 400_000 },
    }),
    answers: {
      status: 200,
      message: 'Paket berhasil diubah',
      data: { id: 1, name: 'Keluarga Kecil Plus', price: 400_000 },
    },
    refusal: {
      when: 'a price under Rp1.000',
      call: async () => ({
        path: 'package/1',
        token: await tokenFor('admin'),
        body: { ...validPackage, price: 999 },
      }),
      status: 400,
      message: 'Harga minimal Rp1.000',
    },
  },
  {
    operation: 'DELETE /package/{id}',
    access: 'admin',
    call: async () => {
      const admin = await tokenFor('admin');
      const created = await callApi<CategoryPackage>('POST', 'package', { token: admin, body: validPackage });
      return { path: `package/${created.body.data.id}`, token: admin };
    },
    answers: { status: 200, message: 'Paket berhasil dihapus' },
    refusal: {
      when: 'a package a pending reservation uses',
      call: async () => ({ path: 'package/1', token: await adminAfterFamilyBooking() }),
      status: 409,
      message: IN_USE,
    },
  },
  {
    operation: 'GET /addons/category/{categoryId}',
    access: 'anyone',
    call: visit('addons/category/1'),
    answers: {
      status: 200,
      message: ADDON_READ,
      data: [{ name: 'Tambahan Orang' }, { name: 'Ganti Background' }, { name: 'Tambahan Foto Edit' }],
    },
    refusal: {
      when: 'an unknown category',
      call: visit('addons/category/999'),
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'GET /addon/{id}',
    access: 'anyone',
    call: visit('addon/3'),
    answers: {
      status: 200,
      message: ADDON_READ,
      data: { id: 3, name: 'Tambahan Foto Edit', unit: 'foto', price: 25_000, category: { id: 1 } },
    },
    refusal: {
      when: 'an unknown add-on',
      call: visit('addon/999'),
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'POST /addon',
    access: 'admin',
    call: async () => ({ path: 'addon', token: await tokenFor('admin'), body: validAddon }),
    answers: {
      status: 201,
      message: 'Tambahan berhasil ditambahkan',
      data: { ...validAddon, category: { id: 1, name: 'Foto Keluarga' } },
    },
    refusal: {
      when: 'a blank unit',
      call: async () => ({ path: 'addon', token: await tokenFor('admin'), body: { ...validAddon, unit: ' ' } }),
      status: 400,
      message: 'Satuan tidak boleh kosong',
    },
  },
  {
    operation: 'PUT /addon/{id}',
    access: 'admin',
    call: async () => ({
      path: 'addon/1',
      token: await tokenFor('admin'),
      body: { ...validAddon, unit: 'buah', categoryId: 2 },
    }),
    answers: {
      status: 200,
      message: 'Tambahan berhasil diubah',
      data: { id: 1, unit: 'buah', categoryId: 2, category: { id: 2, name: 'Wisuda' } },
    },
    refusal: {
      when: 'an unknown add-on',
      call: async () => ({ path: 'addon/999', token: await tokenFor('admin'), body: validAddon }),
      status: 404,
      message: NOT_FOUND,
    },
  },
  {
    operation: 'DELETE /addon/{id}',
    access: 'admin',
    call: async () => {
      const admin = await tokenFor('admin');
      const created = await callApi<CategoryAddon>('POST', 'addon', { token: admin, body: validAddon });
      return { path: `addon/${created.body.data.id}`, token: admin };
    },
    answers: { status: 200, message: 'Tambahan berhasil dihapus' },
    refusal: {
      when: 'an add-on a pending reservation took',
      call: async () => ({ path: 'addon/2', token: await adminAfterFamilyBooking() }),
      status: 409,
      message: IN_USE,
    },
  },
  {
    operation: 'POST /time',
    access: 'admin',
    call: async () => {
      const admin = await tokenFor('admin');
      const { id, time } = await freeSlot(admin);
      expect((await callApi('DELETE', `time/${id}`, { token: admin })).status).toBe(200);
      return { path: 'time', token: admin, body: { time } };
    },
    answers: { status: 201, message: 'Waktu berhasil ditambahkan' },
    refusal: {
      when: 'a time sent as an object, not as text',
      call: async () => ({ path: 'time', token: await tokenFor('admin'), body: { time: { hour: 12, minute: 20 } } }),
      status: 400,
      message: 'Format data tidak valid',
    },
  },
  {
    operation: 'DELETE /time/{id}',
    access: 'admin',
    call: async () => {
      const admin = await tokenFor('admin');
      return { path: `time/${(await freeSlot(admin)).id}`, token: admin };
    },
    answers: { status: 200, message: 'Waktu berhasil dihapus' },
    refusal: {
      when: 'a slot a pending reservation holds',
      call: async () => ({ path: 'time/1', token: await adminAfterFamilyBooking() }),
      status: 409,
      message: IN_USE,
    },
  },
]);
