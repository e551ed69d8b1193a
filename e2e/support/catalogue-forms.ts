import { expect, type Page } from '@playwright/test';
import { alertWithText } from './app';
import type { pngUpload } from './png-upload';

/** On a package or add-on form: picks the category named `name`. */
export async function chooseCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name }).click();
}

/** On the dashboard's categories: adds one with these images through 'Tambah Data', and waits for the server's word. */
export async function addCategory(page: Page, name: string, images: ReturnType<typeof pngUpload>[]): Promise<void> {
  await page.getByRole('link', { name: 'Tambah Data' }).click();
  await page.getByLabel('Nama Kategori').fill(name);
  await page.locator('input[type="file"]').setInputFiles(images);
  // Each picked file is checked by its bytes before it joins the form: submit once all of them show.
  await expect(page.getByRole('img', { name: /^Gambar baru / })).toHaveCount(images.length);
  await page.getByRole('button', { name: 'Tambah Kategori' }).click();
  await expect(alertWithText(page, 'Kategori berhasil ditambahkan')).toBeVisible();
}

interface NewPackage {
  name: string;
  description: string;
  /** As typed: the field keeps its digits only. */
  price: string;
  /** How many photos it edits, as typed. */
  editedQuota: string;
  category: string;
}

/** On the new package form: fills it in and saves it, and waits for the server's word. */
export async function addPackage(
  page: Page,
  { name, description, price, editedQuota, category }: NewPackage,
): Promise<void> {
  await page.getByLabel('Nama Paket').fill(name);
  await page.getByLabel('Deskripsi').fill(description);
  await page.getByLabel('Harga').fill(price);
  await expect(page.getByLabel('Harga')).toHaveValue(price.replace(/\D/g, ''));
  await page.getByLabel('Jumlah foto edit').fill(editedQuota);
  await chooseCategory(page, category);
  await page.getByRole('button', { name: 'Tambah Paket' }).click();
  await expect(alertWithText(page, 'Paket berhasil ditambahkan')).toBeVisible();
}
