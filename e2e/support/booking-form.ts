import { expect, type Page } from '@playwright/test';
import { pickDayAhead } from './date-picker';

/** Fills the reservation form's date (a week ahead) and its first free time slot. */
export async function pickDateAndFreeSlot(page: Page): Promise<void> {
  await pickDayAhead(page, page.getByRole('main'), /Pilih tanggal/, 7);
  const freeSlot = page.getByRole('group', { name: 'Pilih Waktu' }).getByRole('radio', { disabled: false }).first();
  await freeSlot.dispatchEvent('click');
  await expect(freeSlot).toBeChecked();
}

/** Opens "Buat reservasi" from today's schedule, as the admin does when someone is at the door. */
export async function openNewBooking(page: Page) {
  await page.getByRole('link', { name: 'Buat reservasi' }).click();
  const form = page.getByRole('form', { name: 'Buat reservasi' });
  await expect(form).toBeVisible();
  return form;
}

/** Chooses the family photo's first package, a day a week ahead and its first free slot. */
export async function choosePackageAndSlot(page: Page) {
  const form = page.getByRole('form', { name: 'Buat reservasi' });
  await form.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'Foto Keluarga' }).click();
  await form.getByRole('combobox', { name: 'Paket' }).click();
  await page.getByRole('option', { name: 'Keluarga Kecil' }).click();
  await pickDateAndFreeSlot(page);
}
