import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-clock';
import { callApiAs } from './support/api';
import { alertWithText, demoAccounts, openApp, signIn } from './support/app';
import { addCategory, addPackage, chooseCategory } from './support/catalogue-forms';
import { listRecords } from './support/list-records';
import { pngUpload } from './support/png-upload';

interface PendingRow {
  status: string;
  categoryPackage: { id: number; name: string };
  timeSlot: { time: string };
}

async function rowOf(page: Page, text: string) {
  const row = listRecords(page).filter({ hasText: text });
  await expect(row.first()).toBeVisible();
  return row.first();
}

async function confirmDelete(page: Page, row: Awaited<ReturnType<typeof rowOf>>, message: string) {
  await row.getByRole('button', { name: /^Hapus/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Apakah anda yakin?' });
  await expect(dialog).toContainText(
    'Apakah anda yakin untuk menghapus data ini? Data yang sudah dihapus tidak dapat dikembalikan.',
  );
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(alertWithText(page, message)).toBeVisible();
}

test('the admin creates, edits and deletes a category with images, a package and an add-on', async ({ page }) => {
  // Eleven screens and nine saves: about a minute on an idle 2-core machine, so three times the usual budget.
  test.slow();
  const category = `Foto Wisata ${Date.now() % 100_000}`;
  await signIn(page, demoAccounts.admin);

  await openApp(page, 'dashboard/categories');
  await addCategory(page, category, [pngUpload('satu.png'), pngUpload('dua.png')]);
  await page.getByLabel('Cari kategori').fill(category);
  await (await rowOf(page, category)).getByRole('link', { name: 'Ubah' }).click();
  await page.getByLabel('Nama Kategori').fill(`${category} Baru`);
  await page.getByRole('button', { name: 'Ubah Kategori' }).click();
  await expect(alertWithText(page, 'Kategori berhasil diubah')).toBeVisible();

  await openApp(page, 'dashboard/packages/create');
  await addPackage(page, {
    name: 'Paket Jalan-jalan',
    description: 'Sesi foto 20 menit\nSemua file digital',
    editedQuota: '10',
    price: 'Rp 250.000',
    category: `${category} Baru`,
  });
  await page.getByLabel('Cari paket atau kategori').fill('Paket Jalan-jalan');
  await (await rowOf(page, 'Paket Jalan-jalan')).getByRole('link', { name: 'Ubah' }).click();
  await page.getByLabel('Harga').fill('275000');
  await page.getByRole('button', { name: 'Ubah Paket' }).click();
  await expect(alertWithText(page, 'Paket berhasil diubah')).toBeVisible();
  await page.getByLabel('Cari paket atau kategori').fill('Paket Jalan-jalan');
  await confirmDelete(page, await rowOf(page, 'Paket Jalan-jalan'), 'Paket berhasil dihapus');

  await openApp(page, 'dashboard/addons/create');
  await page.getByLabel('Nama Tambahan').fill('Drone Mini');
  await page.getByLabel('Unit').fill('klip');
  await page.getByLabel('Harga').fill('150000');
  await chooseCategory(page, `${category} Baru`);
  await page.getByRole('button', { name: 'Tambah Paket' }).click();
  await expect(alertWithText(page, 'Tambahan berhasil ditambahkan')).toBeVisible();
  await (await rowOf(page, 'Drone Mini')).getByRole('link', { name: 'Ubah' }).click();
  await page.getByLabel('Unit').fill('video');
  await page.getByRole('button', { name: 'Ubah Paket' }).click();
  await expect(alertWithText(page, 'Tambahan berhasil diubah')).toBeVisible();
  await confirmDelete(page, await rowOf(page, 'Drone Mini'), 'Tambahan berhasil dihapus');

  await openApp(page, 'dashboard/categories');
  await page.getByLabel('Cari kategori').fill(category);
  await confirmDelete(page, await rowOf(page, `${category} Baru`), 'Kategori berhasil dihapus');
});

test('the admin deletes a free time slot and adds it back with the stepper; a slot in use cannot be deleted', async ({
  page,
}) => {
  await openApp(page);
  const reservations = await callApiAs<PendingRow[]>(page, demoAccounts.admin, 'GET', 'reservations');
  const timesInUse = new Set(
    reservations.body.data.filter((row) => row.status === 'pending').map((row) => row.timeSlot.time),
  );
  const free = ['10:20', '10:40', '11:00', '11:20', '11:40', '12:00', '12:20'].find((time) => !timesInUse.has(time));
  const used = [...timesInUse][0];
  if (!free || !used) throw new Error('the seed has no free or no used slot');

  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/times');
  await page.getByLabel('Cari waktu').fill(free);
  await confirmDelete(page, await rowOf(page, free), 'Waktu berhasil dihapus');

  const steps = (Number(free.slice(0, 2)) * 60 + Number(free.slice(3)) - (10 * 60 + 20)) / 20;
  await expect(page.getByRole('button', { name: 'Kurangi 20 menit' })).toBeDisabled();
  for (let step = 0; step < steps; step += 1) await page.getByRole('button', { name: 'Tambah 20 menit' }).click();
  await page.getByRole('button', { name: 'Tambah Waktu' }).click();
  await expect(alertWithText(page, 'Waktu berhasil ditambahkan')).toBeVisible();
  await expect(await rowOf(page, free)).toBeVisible();

  await page.getByLabel('Cari waktu').fill(used);
  const usedRow = await rowOf(page, used);
  await usedRow.getByRole('button', { name: /^Hapus/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Apakah anda yakin?' });
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(dialog.getByText('Data masih digunakan oleh reservasi aktif')).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();
});

test('a package used by a pending reservation cannot be deleted, and the dialog says why', async ({ page }) => {
  await openApp(page);
  const reservations = await callApiAs<PendingRow[]>(page, demoAccounts.admin, 'GET', 'reservations');
  const used = reservations.body.data.find((row) => row.status === 'pending')?.categoryPackage.name;
  if (!used) throw new Error('the seed has no pending reservation');
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/packages');
  await page.getByLabel('Cari paket atau kategori').fill(used);
  const row = await rowOf(page, used);
  await row.getByRole('button', { name: 'Hapus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apakah anda yakin?' });
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(dialog.getByText('Data masih digunakan oleh reservasi aktif')).toBeVisible();
  await expect(dialog).toBeVisible();
});
