import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '@/test/fill';
import { rowsByPendingUse } from '@/test/pending-use';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { answer, fail } from '@story-harness/story-handlers';
import { deleteRow } from '@/test/confirmation';

const TABLE = 'Daftar kategori';
const openList = () => renderApp({ url: '/dashboard/categories', user: 'admin' });

/** Seeded categories a pending reservation relies on, and ones neither a reservation nor a package does. */
async function categoriesByUse() {
  const { used, unused } = await rowsByPendingUse((db) => db.categories, 'categoryId');
  const withPackages = await testBackend.store.read((db) => new Set(db.packages.map((item) => item.categoryId)));
  return { used, unused: unused.filter((category) => !withPackages.has(category.id)) };
}

describe('CategoryAdminListPage', () => {
  it('lists every category newest first with its photos and actions', async () => {
    await openList();
    expect(screen.getByRole('heading', { name: 'Kategori' })).toBeInTheDocument();
    for (const header of ['No', 'Nama Kategori', 'Foto', 'Aksi']) {
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const newest = await rowWith(TABLE, 'Foto Hewan Peliharaan');
    const rows = within(screen.getByRole('table', { name: TABLE }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toBe(newest);
    expect(rows).toHaveLength(7);
    expect(within(newest).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(await rowWith(TABLE, 'Foto Keluarga')).getAllByRole('img')).toHaveLength(3);
    expect(within(newest).getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/dashboard/categories/7');
    expect(screen.getByRole('link', { name: 'Tambah Data' })).toHaveAttribute('href', '/dashboard/categories/create');
  });

  it('finds categories by name', async () => {
    const { user } = await openList();
    await rowWith(TABLE, 'Wisuda');
    await fill(user, screen.getByRole('searchbox', { name: 'Cari kategori' }), 'prewed');
    await waitFor(() => expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Prewedding')).toBeInTheDocument();
  });

  it("says 'Tidak ada data' when there are none", async () => {
    testServer.use(answer('categories', [], 'Berhasil mengambil data kategori'));
    await openList();
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    testServer.use(fail('categories', 500, 'Terjadi kesalahan pada server. Coba lagi nanti.'));
    await openList();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server. Coba lagi nanti.'),
    );
  });

  it('deletes an unused category after the confirmation, with the server message', async () => {
    const [unused] = (await categoriesByUse()).unused;
    if (!unused) throw new Error('The seed has no unused category');
    const { user } = await openList();
    await deleteRow(user, await rowWith(TABLE, unused.name));
    expect(await screen.findByText('Kategori berhasil dihapus')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(unused.name)).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refused delete inside the dialog and keeps the category', async () => {
    const [used] = (await categoriesByUse()).used;
    if (!used) throw new Error('The seed has no category in use');
    const { user } = await openList();
    const dialog = await deleteRow(user, await rowWith(TABLE, used.name));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowWith(TABLE, used.name)).toBeInTheDocument();
  });
});
