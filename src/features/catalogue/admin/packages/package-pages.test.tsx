import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@/lib/format';
import { fill } from '@/test/fill';
import type { UserEvent } from '@testing-library/user-event';
import { rowsByPendingUse } from '@/test/pending-use';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { fail } from '@story-harness/story-handlers';
import { deleteRow } from '@/test/confirmation';

const TABLE = 'Daftar paket';
const open = (url: string) => renderApp({ url, user: 'admin' });

/** A rupiah amount as text on screen, whatever space the formatter puts after 'Rp'. */
const rupiah = (amount: number) => new RegExp(formatRupiah(amount).replace(/\s/g, '\\s').replace(/\./g, '\\.'));

async function search(user: UserEvent, text: string) {
  await fill(user, await screen.findByRole('searchbox', { name: 'Cari paket atau kategori' }), text);
}

const packagesByUse = () => rowsByPendingUse((db) => db.packages, 'categoryPackageId');

describe('PackageListPage', () => {
  it('lists packages newest first with their category, description and price in rupiah', async () => {
    const { user } = await open('/dashboard/packages');
    expect(screen.getByRole('heading', { name: 'Paket' })).toBeInTheDocument();
    for (const header of ['No', 'Nama Paket', 'Kategori', 'Deskripsi', 'Harga', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const table = await screen.findByRole('table', { name: TABLE });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Pas Foto Formal Lengkap'));
    await search(user, 'keluarga kecil');
    const row = await rowWith(TABLE, 'Keluarga Kecil');
    expect(row).toHaveTextContent('Foto Keluarga');
    expect(row).toHaveTextContent(rupiah(350_000));
    expect(within(row).getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/dashboard/packages/1');
    expect(screen.getByRole('link', { name: 'Tambah Data' })).toHaveAttribute('href', '/dashboard/packages/create');
  });

  it('shows a refused delete inside the dialog', async () => {
    const [used] = (await packagesByUse()).used;
    if (!used) throw new Error('The seed has no package in use');
    const { user } = await open('/dashboard/packages');
    await search(user, used.name);
    const dialog = await deleteRow(user, await rowWith(TABLE, used.name));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif'),
    );
  });

  it('deletes an unused package', async () => {
    const [unused] = (await packagesByUse()).unused;
    if (!unused) throw new Error('The seed has no unused package');
    const { user } = await open('/dashboard/packages');
    await search(user, unused.name);
    await deleteRow(user, await rowWith(TABLE, unused.name));
    expect(await screen.findByText('Paket berhasil dihapus')).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });
});

describe('PackageCreatePage', () => {
  it('says what is missing on an empty submit', async () => {
    const { user } = await open('/dashboard/packages/create');
    expect(screen.getByText('Pisahkan setiap poin dengan enter (baris baru).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    expect(await screen.findByText('Nama paket tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Deskripsi tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Harga tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('ID Kategori tidak boleh kosong')).toBeInTheDocument();
  });

  it('keeps only the digits of the price and reads it back in rupiah', async () => {
    const { user } = await open('/dashboard/packages/create');
    const price = screen.getByLabelText('Harga');
    await user.type(price, 'Rp 1.500.000,-abc');
    expect(price).toHaveValue('1500000');
    expect(screen.getByText(rupiah(1_500_000))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    await user.clear(price);
    await user.type(price, '500');
    expect(await screen.findByText('Harga minimal Rp1.000')).toBeInTheDocument();
  });

  it('creates a package with its line breaks and lists it', async () => {
    const { user, router } = await open('/dashboard/packages/create');
    await fill(user, screen.getByLabelText('Nama Paket'), 'Keluarga Hemat');
    await fill(user, screen.getByLabelText('Deskripsi'), 'Sesi foto 20 menit\nMaksimal 3 orang');
    await fill(user, screen.getByLabelText('Harga'), '275000');
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: 'Wisuda' }));
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    expect(await screen.findByText('Paket berhasil ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/packages'));
    const table = await screen.findByRole('table', { name: TABLE });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Keluarga Hemat.*Wisuda.*Sesi foto 20 menit/),
    );
    const created = await testBackend.store.read((db) => db.packages.find((item) => item.name === 'Keluarga Hemat'));
    expect(created).toMatchObject({
      description: 'Sesi foto 20 menit\nMaksimal 3 orang',
      price: 275_000,
      categoryId: 2,
    });
  });

  it("offers 'Tidak ada data' when there are no categories, and an error entry when they fail to load", async () => {
    testServer.use(
      http.get(
        '*/api/v1/categories',
        () => HttpResponse.json({ data: [], message: 'Berhasil mengambil data kategori' }),
        { once: true },
      ),
    );
    const { user, unmount } = await open('/dashboard/packages/create');
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Tidak ada data' })).toHaveAttribute('aria-disabled', 'true'),
    );
    unmount();
    testServer.use(fail('categories', 500, 'Gagal memuat kategori'));
    const { user: userOnReopen } = await open('/dashboard/packages/create');
    await userOnReopen.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Gagal memuat kategori' })).toHaveAttribute('aria-disabled', 'true'),
    );
  });
});

describe('PackageEditPage', () => {
  it('opens prefilled and saves the change', async () => {
    const { user, router } = await open('/dashboard/packages/1');
    const name = await screen.findByLabelText('Nama Paket');
    expect(name).toHaveValue('Keluarga Kecil');
    expect(screen.getByLabelText('Harga')).toHaveValue('350000');
    expect(screen.getByLabelText('Deskripsi')).toHaveValue(
      (await testBackend.store.read((db) => db.packages[0]?.description)) ?? '',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveTextContent('Foto Keluarga'));
    await user.clear(screen.getByLabelText('Harga'));
    await fill(user, screen.getByLabelText('Harga'), '375000');
    await user.click(screen.getByRole('button', { name: 'Ubah Paket' }));
    expect(await screen.findByText('Paket berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/packages'));
    await search(user, 'keluarga kecil');
    expect(await rowWith(TABLE, 'Keluarga Kecil', rupiah(375_000))).toBeInTheDocument();
  });

  it("shows 'Error: message' when the package cannot be loaded", async () => {
    await open('/dashboard/packages/999');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  });
});
