import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptCategoryUploadsAsPng } from '@/test/category-uploads';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { fail } from '@story-harness/story-handlers';

const open = (url: string) => renderApp({ url, user: 'admin' });
const png = (name: string) => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const storedImagesOf = (id: number) =>
  testBackend.store.read((db) => db.categories.find((category) => category.id === id)?.images);

describe('CategoryCreatePage', () => {
  it('says what is missing on an empty submit, then again on every change', async () => {
    const { user } = await open('/dashboard/categories/create');
    expect(screen.getByRole('heading', { name: 'Tambah Kategori' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/dashboard/categories');
    expect(screen.queryByText('Nama kategori tidak boleh kosong')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Kategori' }));
    expect(await screen.findByText('Nama kategori tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Gambar yang diunggah minimal 1 gambar')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Nama Kategori'), 'ab');
    expect(await screen.findByText('Nama minimal 3 karakter')).toBeInTheDocument();
  });

  it('refuses more than three images', async () => {
    const { user } = await open('/dashboard/categories/create');
    await user.upload(screen.getByLabelText('Pilih Gambar'), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Gambar baru/ })).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Tambah Kategori' }));
    expect(await screen.findByText('Total gambar tidak boleh lebih dari 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus gambar 4' }));
    await waitFor(() => expect(screen.queryByText('Total gambar tidak boleh lebih dari 3')).not.toBeInTheDocument());
  });

  it('uploads the picked images, creates the category and lists it', async () => {
    const issued = acceptCategoryUploadsAsPng();
    const { user, router } = await open('/dashboard/categories/create');
    await fill(user, screen.getByLabelText('Nama Kategori'), 'Foto Bayi');
    await user.upload(screen.getByLabelText('Pilih Gambar'), [png('bayi-1.png'), png('bayi-2.png')]);
    await user.click(screen.getByRole('button', { name: 'Tambah Kategori' }));
    expect(await screen.findByText('Kategori berhasil ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/categories'));
    const row = await rowWith('Daftar kategori', 'Foto Bayi');
    expect(within(row).getAllByRole('img')).toHaveLength(2);
    expect(issued).toHaveLength(2);
    const created = await testBackend.store.read((db) =>
      db.categories.find((category) => category.name === 'Foto Bayi'),
    );
    expect(created?.images).toEqual(issued);
  });

  it("shows the server's refusal verbatim above the form", async () => {
    acceptCategoryUploadsAsPng();
    const { user } = await open('/dashboard/categories/create');
    await fill(user, screen.getByLabelText('Nama Kategori'), 'foto keluarga');
    await user.upload(screen.getByLabelText('Pilih Gambar'), png('a.png'));
    await user.click(screen.getByRole('button', { name: 'Tambah Kategori' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nama kategori sudah digunakan'));
    expect(screen.getByRole('button', { name: 'Tambah Kategori' })).toBeEnabled();
  });
});

describe('CategoryEditPage', () => {
  it('opens with the name and the current photos', async () => {
    await open('/dashboard/categories/1');
    await waitFor(() => expect(screen.getByLabelText('Nama Kategori')).toHaveValue('Foto Keluarga'));
    const kept = screen.getAllByRole('img', { name: /^Gambar \d$/ });
    expect(kept.map((image) => image.getAttribute('src'))).toEqual(await storedImagesOf(1));
  });

  it('keeps the remaining photos, uploads new ones first, and saves both', async () => {
    const issued = acceptCategoryUploadsAsPng();
    const before = (await storedImagesOf(1)) ?? [];
    const { user, router } = await open('/dashboard/categories/1');
    await screen.findByLabelText('Nama Kategori');
    await user.click(screen.getByRole('button', { name: 'Hapus gambar 2' }));
    await user.upload(screen.getByLabelText('Pilih Gambar'), png('baru.png'));
    expect(await screen.findByRole('img', { name: 'Gambar baru baru.png' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nama Kategori'));
    await fill(user, screen.getByLabelText('Nama Kategori'), 'Foto Keluarga Besar');
    await user.click(screen.getByRole('button', { name: 'Ubah Kategori' }));
    expect(await screen.findByText('Kategori berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/categories'));
    expect(issued).toHaveLength(1);
    expect(await storedImagesOf(1)).toEqual([before[0], before[2], issued[0]]);
    expect(await rowWith('Daftar kategori', 'Foto Keluarga Besar')).toBeInTheDocument();
  });

  it('needs at least one photo and at most three in total', async () => {
    const { user } = await open('/dashboard/categories/1');
    await screen.findByLabelText('Nama Kategori');
    await user.upload(screen.getByLabelText('Pilih Gambar'), png('keempat.png'));
    await user.click(screen.getByRole('button', { name: 'Ubah Kategori' }));
    expect(await screen.findByText('Total gambar tidak boleh lebih dari 3')).toBeInTheDocument();
    for (const position of [4, 3, 2, 1])
      await user.click(screen.getByRole('button', { name: `Hapus gambar ${position}` }));
    expect(await screen.findByText('Gambar tidak boleh kosong')).toBeInTheDocument();
  });

  it("shows 'Error: message' when the category cannot be loaded", async () => {
    await open('/dashboard/categories/999');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  });

  it('shows a failed upload above the form', async () => {
    testServer.use(fail('upload', 415, 'File harus berupa gambar (JPG, PNG, WEBP atau GIF)', 'post'));
    const { user } = await open('/dashboard/categories/2');
    await screen.findByLabelText('Nama Kategori');
    await user.click(screen.getByRole('button', { name: 'Hapus gambar 1' }));
    await user.upload(screen.getByLabelText('Pilih Gambar'), png('rusak.png'));
    await user.click(screen.getByRole('button', { name: 'Ubah Kategori' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File harus berupa gambar (JPG, PNG, WEBP atau GIF)'),
    );
  });
});
