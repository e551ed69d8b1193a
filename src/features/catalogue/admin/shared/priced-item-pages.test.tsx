import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Db } from '@mocks/db/schema';
import { formatRupiah } from '@/lib/format';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { answer, fail } from '@story-harness/story-handlers';

const open = (url: string) => renderApp({ url, user: 'admin' });

/** A rupiah amount as text on screen, whatever space the formatter puts after 'Rp'. */
const rupiah = (amount: number) => new RegExp(formatRupiah(amount).replace(/\s/g, '\\s').replace(/\./g, '\\.'));

/** A stored item, with the detail its kind adds (a package's description, an add-on's unit). */
interface StoredItem {
  id: number;
  name: string;
  detail: string;
  price: number;
  categoryId: number;
}

/** What the pages of a kind of priced item show and send, as the admin sees them. */
interface PagesCase {
  kind: string;
  /** The list's address; its create page is at `/create`, an item's edit page at `/{id}`. */
  path: string;
  /** The API paths of the list and of one item. */
  api: { list: string; item: string };
  title: string;
  table: string;
  search: string;
  headers: string[];
  /** What the newest item's row shows. */
  newest: string | RegExp;
  labels: { name: string; detail: string };
  hint: string;
  /** What an empty form is told, field by field. */
  missing: string[];
  said: { read: string; created: string; updated: string };
  items: (db: Db) => StoredItem[];
  /** A new item: its name and detail, the price as typed and as kept, its category, and its row. */
  created: { name: string; detail: string; typed: string; price: number; category: string; row: RegExp };
  /** A field only this kind has: its label, what is typed in it for a new item, and what is kept of it. */
  extra?: { label: string; typed: string; kept: Record<string, unknown> };
  /** The detail item 1 is given. */
  edited: string;
}

const packages: PagesCase = {
  kind: 'package',
  path: '/dashboard/packages',
  api: { list: 'packages', item: 'package/:id' },
  title: 'Paket',
  table: 'Daftar paket',
  search: 'Cari paket atau kategori',
  headers: ['No', 'Nama Paket', 'Kategori', 'Deskripsi', 'Harga', 'Foto Edit', 'Aksi'],
  newest: 'Pas Foto Formal Lengkap',
  labels: { name: 'Nama Paket', detail: 'Deskripsi' },
  hint: 'Pisahkan setiap poin dengan enter (baris baru).',
  missing: [
    'Nama paket tidak boleh kosong',
    'Deskripsi tidak boleh kosong',
    'Harga tidak boleh kosong',
    'Jumlah foto edit tidak boleh kosong',
    'ID Kategori tidak boleh kosong',
  ],
  said: {
    read: 'Berhasil mengambil data paket',
    created: 'Paket berhasil ditambahkan',
    updated: 'Paket berhasil diubah',
  },
  items: (db) => db.packages.map((row) => ({ ...row, detail: row.description })),
  created: {
    name: 'Keluarga Hemat',
    detail: 'Sesi foto 20 menit\nMaksimal 3 orang',
    typed: '275000',
    price: 275_000,
    category: 'Wisuda',
    row: /Keluarga Hemat.*Wisuda.*Sesi foto 20 menit.*275\.00012Ubah/,
  },
  extra: { label: 'Jumlah foto edit', typed: '12', kept: { editedQuota: 12 } },
  edited: 'Sesi foto 30 menit',
};

const addons: PagesCase = {
  kind: 'add-on',
  path: '/dashboard/addons',
  api: { list: 'addons', item: 'addon/:id' },
  title: 'Tambahan',
  table: 'Daftar tambahan',
  search: 'Cari tambahan atau kategori',
  headers: ['No', 'Nama Tambahan', 'Kategori', 'Unit', 'Harga', 'Aksi'],
  newest: /^1Ganti BackgroundPas FotobackgroundRp\s40\.000/,
  labels: { name: 'Nama Tambahan', detail: 'Unit' },
  hint: 'Yang dihitung, harga berlaku per unit. Contoh: orang, lembar, background.',
  missing: [
    'Nama tambahan tidak boleh kosong',
    'Satuan tidak boleh kosong',
    'Harga tidak boleh kosong',
    'ID Kategori tidak boleh kosong',
  ],
  said: {
    read: 'Berhasil mengambil data tambahan',
    created: 'Tambahan berhasil ditambahkan',
    updated: 'Tambahan berhasil diubah',
  },
  items: (db) => db.addons.map((row) => ({ ...row, detail: row.unit })),
  created: {
    name: 'Cetak Kanvas',
    detail: 'lembar',
    typed: '120.000',
    price: 120_000,
    category: 'Prewedding',
    row: /Cetak KanvasPreweddinglembarRp\s120\.000/,
  },
  edited: 'anak',
};

/** Item 1 as stored, with its category's name. */
async function itemOne(pages: PagesCase) {
  const found = await testBackend.store.read((db) => {
    const item = pages.items(db).find((row) => row.id === 1);
    return item && { ...item, category: db.categories.find((row) => row.id === item.categoryId)?.name ?? '' };
  });
  if (!found) throw new Error(`The seed has no ${pages.kind} 1`);
  return found;
}

describe.each([packages, addons])('the $kind pages', (pages) => {
  it('list the items newest first under their headers, with a way to add one and to find one', async () => {
    const item = await itemOne(pages);
    const { user } = await open(pages.path);
    expect(screen.getByRole('heading', { name: pages.title })).toBeInTheDocument();
    for (const header of pages.headers) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const table = await screen.findByRole('table', { name: pages.table });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(pages.newest));
    expect(screen.getByRole('link', { name: 'Tambah Data' })).toHaveAttribute('href', `${pages.path}/create`);
    await fill(user, screen.getByRole('searchbox', { name: pages.search }), item.name.toLowerCase());
    const row = await rowWith(pages.table, item.name, item.category, rupiah(item.price));
    expect(within(row).getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', `${pages.path}/1`);
  });

  it("say 'Tidak ada data' when there are none", async () => {
    testServer.use(answer(pages.api.list, [], pages.said.read));
    await open(pages.path);
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });

  it('tell what is missing on an empty submit', async () => {
    const { user } = await open(`${pages.path}/create`);
    expect(screen.getByRole('heading', { name: `Tambah ${pages.title}` })).toBeInTheDocument();
    expect(screen.getByText(pages.hint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    expect(await screen.findByText(pages.missing[0] ?? '')).toBeInTheDocument();
    for (const message of pages.missing) expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('keep only the digits of the price and read it back in rupiah', async () => {
    const { user } = await open(`${pages.path}/create`);
    const price = screen.getByLabelText('Harga');
    await user.type(price, 'Rp 1.500.000,-abc');
    expect(price).toHaveValue('1500000');
    expect(screen.getByText(rupiah(1_500_000))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    await user.clear(price);
    await user.type(price, '500');
    expect(await screen.findByText('Harga minimal Rp1.000')).toBeInTheDocument();
  });

  it('create one, show the server message and list it first', async () => {
    const { name, detail, typed, price, category, row } = pages.created;
    const { user, router } = await open(`${pages.path}/create`);
    await fill(user, screen.getByLabelText(pages.labels.name), name);
    await fill(user, screen.getByLabelText(pages.labels.detail), detail);
    await user.type(screen.getByLabelText('Harga'), typed);
    expect(screen.getByLabelText('Harga')).toHaveValue(String(price));
    if (pages.extra) await fill(user, screen.getByLabelText(pages.extra.label), pages.extra.typed);
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: category }));
    await user.click(screen.getByRole('button', { name: 'Tambah Paket' }));
    expect(await screen.findByText(pages.said.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.path));
    const table = await screen.findByRole('table', { name: pages.table });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(row));
    const stored = await testBackend.store.read((db) => pages.items(db).find((item) => item.name === name));
    const categoryId = await testBackend.store.read((db) => db.categories.find((item) => item.name === category)?.id);
    expect(stored).toMatchObject({ detail, price, categoryId, ...pages.extra?.kept });
  });

  it("offer 'Tidak ada data' when there are no categories, and an error entry when they fail to load", async () => {
    testServer.use(
      http.get(
        '*/api/v1/categories',
        () => HttpResponse.json({ data: [], message: 'Berhasil mengambil data kategori' }),
        { once: true },
      ),
    );
    const { user, unmount } = await open(`${pages.path}/create`);
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Tidak ada data' })).toHaveAttribute('aria-disabled', 'true'),
    );
    unmount();
    testServer.use(fail('categories', 500, 'Gagal memuat kategori'));
    const { user: userOnReopen } = await open(`${pages.path}/create`);
    await userOnReopen.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Gagal memuat kategori' })).toHaveAttribute('aria-disabled', 'true'),
    );
  });

  it('open an item prefilled and save the change', async () => {
    const before = await itemOne(pages);
    const { user, router } = await open(`${pages.path}/1`);
    await waitFor(() => expect(screen.getByLabelText(pages.labels.name)).toHaveValue(before.name));
    expect(screen.getByLabelText(pages.labels.detail)).toHaveValue(before.detail);
    expect(screen.getByLabelText('Harga')).toHaveValue(String(before.price));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveTextContent(before.category));
    await user.clear(screen.getByLabelText(pages.labels.detail));
    await fill(user, screen.getByLabelText(pages.labels.detail), pages.edited);
    await user.clear(screen.getByLabelText('Harga'));
    await fill(user, screen.getByLabelText('Harga'), '375000');
    await user.click(screen.getByRole('button', { name: 'Ubah Paket' }));
    expect(await screen.findByText(pages.said.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.path));
    await fill(user, await screen.findByRole('searchbox', { name: pages.search }), before.name);
    expect(await rowWith(pages.table, before.name, before.category, rupiah(375_000))).toBeInTheDocument();
    expect(await itemOne(pages)).toMatchObject({ detail: pages.edited, price: 375_000 });
  });

  it("show the server's refusal verbatim above the form", async () => {
    testServer.use(fail(pages.api.item, 404, 'Kategori tidak ditemukan', 'put'));
    const { user } = await open(`${pages.path}/1`);
    await screen.findByLabelText(pages.labels.name);
    await user.click(screen.getByRole('button', { name: 'Ubah Paket' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Kategori tidak ditemukan'));
  });

  it("show 'Error: message' when the item cannot be loaded", async () => {
    await open(`${pages.path}/999`);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  });
});
