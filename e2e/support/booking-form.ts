import { expect, type Page } from '@playwright/test';
import { pickDayAhead } from './date-picker';

/** Fills the reservation form's date (a week ahead) and its first free time slot. */
export async function pickDateAndFreeSlot(page: Page): Promise<void> {
  await pickDayAhead(page, page.getByRole('main'), /Pilih tanggal/, 7);
  const freeSlot = page.getByRole('group', { name: 'Pilih Waktu' }).getByRole('radio', { disabled: false }).first();
  await freeSlot.dispatchEvent('click');
  await expect(freeSlot).toBeChecked();
}
