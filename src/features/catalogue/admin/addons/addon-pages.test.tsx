import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAddon } from '@mocks/domain/catalogue/addons';
import { fill } from '@/test/fill';
import { renderApp, signInAs } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { answer, fail } from '@story-harness/story-handlers';
import { deleteRow } from '@/test/confirmation';

const TABLE = 'Daftar tambahan';
const open = (url: string) => renderApp({ url, user: 'admin' });

const SHARED_NAME = 'Ganti Background';

/**
 * A 'Ganti Background' for Maternity, added as an admin would: no reservation uses it, and three other
 * categories have an add-on of that same name, so only its name and category together tell its row.
 */
async function unusedAddonSharingItsName() {
  const token = await signInAs('admin');
  return testBackend.store.transact((db) => {
    const maternity = db.categories.find((category) => category.name === 'Maternity');
    const input = { name: SHARED_NAME, unit: 'background', price: 60_000, categoryId: maternity?.id };
    return createAddon(db, { token, now: testBackend.clock.now() }, input).data;
  });
}

const addonsNamed = (name: string) =>
  testBackend.store.read((db) => db.addons.filter((row) => row.name === name).map((row) => row.id));

describe('AddonListPage', () => {
  it('lists add-ons newest first with category, unit and price', async () => {
    await open('/dashboard/addons');
    expect(screen.getByRole('heading', { name: 'Tambahan' })).toBeInTheDocument();
    for (const header of ['No', 'Nama Tambahan', 'Kategori', 'Unit', 'Harga', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const table = await screen.findByRole('table', { name: TABLE });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^1Ganti BackgroundPas FotobackgroundRp\s40\.000/),
    );
    expect(screen.getByRole('link', { name: 'Tambah Data' })).toHaveAttribute('href', '/dashboard/addons/create');
  });

  it("says 'Tidak ada data' when there are none", async () => {
    testServer.use(answer('addons', [], 'Berhasil mengambil data tambahan'));
    await open('/dashboard/addons');
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });

  it('deletes an add-on after the confirmation', async () => {
    const addon = await unusedAddonSharingItsName();
    const others = (await addonsNamed(SHARED_NAME)).filter((id) => id !== addon.id);
    expect(others).toHaveLength(3);
    const { user } = await open('/dashboard/addons');
    await fill(user, screen.getByRole('searchbox', { name: 'Cari tambahan atau kategori' }), SHARED_NAME);
    await deleteRow(user, await rowWith(TABLE, SHARED_NAME, 'Maternity'));
    expect(await screen.findByText('Tambahan berhasil dihapus')).toBeInTheDocument();
    expect(await addonsNamed(SHARED_NAME)).toEqual(others);
  });
});

describe('AddonCreatePage', () => {
  it('says what is missing on an empty submit', async () => {
    const { user } = await open('/dashboard/addons/create');
    expect(screen.getByRole('heading', { name: 'Tambah Tambahan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    expect(await screen.findByText('Nama tambahan tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Satuan tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Harga tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('ID Kategori tidak boleh kosong')).toBeInTheDocument();
  });

  it('creates an add-on, shows the server message and lists it first', async () => {
    const { user, router } = await open('/dashboard/addons/create');
    await fill(user, screen.getByLabelText('Nama Tambahan'), 'Cetak Kanvas');
    await fill(user, screen.getByLabelText('Unit'), 'lembar');
    await user.type(screen.getByLabelText('Harga'), '120.000');
    expect(screen.getByLabelText('Harga')).toHaveValue('120000');
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: 'Prewedding' }));
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    expect(await screen.findByText('Tambahan berhasil ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/addons'));
    const table = await screen.findByRole('table', { name: TABLE });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Cetak KanvasPreweddinglembarRp\s120\.000/),
    );
  });
});

describe('AddonEditPage', () => {
  it('opens prefilled and saves the change', async () => {
    const { user, router } = await open('/dashboard/addons/1');
    await waitFor(() => expect(screen.getByLabelText('Nama Tambahan')).toHaveValue('Tambahan Orang'));
    expect(screen.getByLabelText('Unit')).toHaveValue('orang');
    expect(screen.getByLabelText('Harga')).toHaveValue('50000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveTextContent('Foto Keluarga'));
    await user.clear(screen.getByLabelText('Unit'));
    await fill(user, screen.getByLabelText('Unit'), 'anak');
    await user.click(screen.getByRole('button', { name: 'Ubah Paket' }));
    expect(await screen.findByText('Tambahan berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/addons'));
    expect(await testBackend.store.read((db) => db.addons.find((row) => row.id === 1)?.unit)).toBe('anak');
  });

  it("shows the server's refusal verbatim above the form", async () => {
    testServer.use(fail('addon/:id', 404, 'Kategori tidak ditemukan', 'put'));
    const { user } = await open('/dashboard/addons/1');
    await screen.findByLabelText('Nama Tambahan');
    await user.click(screen.getByRole('button', { name: 'Ubah Paket' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Kategori tidak ditemukan'));
  });
});
