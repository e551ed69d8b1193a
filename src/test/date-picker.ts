// Story play functions use these helpers too, and React Testing Library must not load there: it rewires the
// queries' waiting through act().
// eslint-disable-next-line testing-library/no-dom-import
import { within } from '@testing-library/dom';
import dayjs, { type Dayjs } from 'dayjs';
import { studioDay } from '../lib/rules/studio-time';

interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** The studio's today, the first day the booking calendar allows. */
export const studioToday = (): Dayjs => dayjs(studioDay(new Date()));

const isCellOf = (day: Dayjs) => {
  const timestamp = String(day.startOf('day').valueOf());
  return (cell: HTMLElement) => cell.dataset.timestamp === timestamp;
};

/** The open calendar's cell for this day, once the calendar shows its days; undefined when its month is not shown. */
async function findDayCell(calendar: HTMLElement, day: Dayjs): Promise<HTMLElement | undefined> {
  const cells = await within(calendar).findAllByRole('gridcell');
  return cells.find(isCellOf(day));
}

/** The open calendar's cell for this day as it is now: it fails when the calendar does not show that day (to wait in `waitFor`). */
export function getDayCell(calendar: HTMLElement, day: Dayjs): HTMLElement {
  const cell = within(calendar).getAllByRole('gridcell').find(isCellOf(day));
  if (!cell) throw new Error(`Tanggal ${day.format('YYYY-MM-DD')} tidak ada di kalender`);
  return cell;
}

/**
 * Opens the date picker with its 'Pilih tanggal' button (or the one `opener` names, where a form has two) and
 * clicks a day, moving on a month when the day is not shown; it returns once the calendar has closed.
 */
export async function pickDay(user: Clicker, body: HTMLElement, day: Dayjs, opener = /^Pilih tanggal/): Promise<void> {
  await user.click(within(body).getByRole('button', { name: opener }));
  await clickDayInCalendar(user, await within(body).findByRole('dialog'), day);
  // The calendar closes with a transition, and until it has the page is hidden from the accessibility tree,
  // where the next step may look for a control by its role.
  await within(body).findByRole('button', { name: opener });
}

/** Clicks a day of an open calendar, moving on a month (twice at most) when the day is not shown. */
export async function clickDayInCalendar(user: Clicker, calendar: HTMLElement, day: Dayjs): Promise<void> {
  let cell = await findDayCell(calendar, day);
  for (let step = 0; step < 2 && !cell; step += 1) {
    await user.click(within(calendar).getByRole('button', { name: 'Bulan berikutnya' }));
    cell = await findDayCell(calendar, day);
  }
  if (!cell) throw new Error(`Tanggal ${day.format('YYYY-MM-DD')} tidak ada di kalender`);
  await user.click(cell);
}
