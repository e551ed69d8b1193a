import { expect, type Page } from '@playwright/test';
import { STUDIO_NOW } from './studio-clock';

/** A day a week ahead in the studio's time zone: free enough to book, in this month or the next. */
function aWeekAhead(): { day: number; isNextMonth: boolean } {
  const jakarta = (instant: number) => new Date(instant + 7 * 60 * 60 * 1000);
  const today = jakarta(STUDIO_NOW.getTime());
  const target = jakarta(STUDIO_NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
  return { day: target.getUTCDate(), isNextMonth: target.getUTCMonth() !== today.getUTCMonth() };
}

/** Fills the reservation form's date (a week ahead) and its first free time slot. */
export async function pickDateAndFreeSlot(page: Page): Promise<void> {
  const { day, isNextMonth } = aWeekAhead();
  await page.getByRole('button', { name: /Pilih tanggal/ }).click();
  if (isNextMonth) await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
  await page.getByRole('gridcell', { name: String(day), exact: true }).click();
  const freeSlot = page.getByRole('group', { name: 'Pilih Waktu' }).getByRole('radio', { disabled: false }).first();
  await freeSlot.dispatchEvent('click');
  await expect(freeSlot).toBeChecked();
}
