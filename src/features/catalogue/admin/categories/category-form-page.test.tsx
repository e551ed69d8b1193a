import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pngFile } from '@mocks/test-kit/png';
import { NOT_AN_IMAGE } from '@/lib/rules/uploads';
import { acceptCategoryUploadsAsPng } from '@/test/category-uploads';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { fail } from '@story-harness/story-handlers';

const open = (url: string) => renderApp({ url, user: 'admin' });
/** Picks image files, and waits until the last of them is shown among the new images. */
async function pickImages(user: UserEvent, files: File[]): Promise<void> {
  await user.upload(screen.getByLabelText('Pilih Gambar'), files);
  await screen.findByRole('img', { name: `Gambar baru ${files.at(-1)?.name ?? ''}` });
}
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
    await pickImages(user, [pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png')]);
    expect(screen.getAllByRole('img', { name: /^Gambar baru/ })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Tambah Kategori' }));
    expect(await screen.findByText('Total gambar tidak boleh lebih dari 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus gambar 4' }));
    await waitFor(() => expect(screen.queryByText('Total gambar tidak boleh lebih dari 3')).not.toBeInTheDocument());
  });

  it('leaves out a picked file that is not the image it claims, saying why under the picker', async () => {
    const { user } = await open('/dashboard/categories/create');
    const picker = screen.getByLabelText('Pilih Gambar');
    await user.upload(picker, [pngFile('studio.png'), new File(['bukan gambar'], 'x.png', { type: 'image/png' })]);
    await waitFor(() => expect(picker).toHaveAccessibleDescription(NOT_AN_IMAGE));
    expect(await screen.findByRole('img', { name: 'Gambar baru studio.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Gambar baru x.png' })).not.toBeInTheDocument();

    await pickImages(user, [pngFile('keluarga.png')]);
    expect(picker).not.toHaveAccessibleDescription(NOT_AN_IMAGE);
    expect(screen.getAllByRole('img', { name: /^Gambar baru/ })).toHaveLength(2);
  });

  it('uploads the picked images, creates the category and lists it', async () => {
    const issued = acceptCategoryUploadsAsPng();
    const { user, router } = await open('/dashboard/categories/create');
    await fill(user, screen.getByLabelText('Nama Kategori'), 'Foto Bayi');
    await pickImages(user, [pngFile('bayi-1.png'), pngFile('bayi-2.png')]);
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
    await pickImages(user, [pngFile('a.png')]);
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
    await pickImages(user, [pngFile('baru.png')]);
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
    await pickImages(user, [pngFile('keempat.png')]);
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
    await pickImages(user, [pngFile('rusak.png')]);
    await user.click(screen.getByRole('button', { name: 'Ubah Kategori' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File harus berupa gambar (JPG, PNG, WEBP atau GIF)'),
    );
  });
});
