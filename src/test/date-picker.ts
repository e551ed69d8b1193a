import { within } from '@testing-library/dom';
import dayjs, { type Dayjs } from 'dayjs';
import { studioDay } from '../lib/rules/studio-time';

interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** The studio's today, the first day the booking calendar allows. */
export const studioToday = (): Dayjs => dayjs(studioDay(new Date()));

/** Opens the date picker with its 'Pilih tanggal' button and clicks a day, moving on a month when the day is not shown. */
export async function pickDay(user: Clicker, body: HTMLElement, day: Dayjs): Promise<void> {
  await user.click(within(body).getByRole('button', { name: /^Pilih tanggal/ }));
  const calendar = await within(body).findByRole('dialog');
  const selector = `[role="gridcell"][data-timestamp="${day.startOf('day').valueOf()}"]`;
  await within(calendar).findAllByRole('gridcell');
  for (let step = 0; step < 2 && !calendar.querySelector(selector); step += 1) {
    await user.click(within(calendar).getByRole('button', { name: 'Bulan berikutnya' }));
    await within(calendar).findAllByRole('gridcell');
  }
  const cell = calendar.querySelector(selector);
  if (!cell) throw new Error(`Tanggal ${day.format('YYYY-MM-DD')} tidak ada di kalender`);
  await user.click(cell);
}
