// Story play functions use these helpers too, and React Testing Library must not load there (see date-picker.ts).
// eslint-disable-next-line testing-library/no-dom-import
import { waitFor, within } from '@testing-library/dom';
import type { Dayjs } from 'dayjs';
import { clickDayInCalendar } from './date-picker';

interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** The calendar a date field opened from inside `dialog`: another dialog, at the page's end. */
function openCalendarBeside(dialog: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const calendar = within(dialog.ownerDocument.body)
      .getAllByRole('dialog')
      .find((candidate) => candidate !== dialog && !candidate.contains(dialog));
    if (!calendar) throw new Error('Kalender belum terbuka');
    return calendar;
  });
}

/** Opens the date picker of a field inside `dialog` and clicks a day, moving on a month when the day is not shown. */
export async function pickDayInDialog(user: Clicker, dialog: HTMLElement, day: Dayjs): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: /^Pilih tanggal/ }));
  await clickDayInCalendar(user, await openCalendarBeside(dialog), day);
}

/** The first free slot the dialog's picker offers for its day, once the day's slots have arrived. */
export async function firstFreeSlot(dialog: HTMLElement): Promise<HTMLElement> {
  const slots = await within(dialog).findByRole('group', { name: 'Pilih Waktu' });
  const free = (await within(slots).findAllByRole('radio')).find((radio) => !radio.hasAttribute('disabled'));
  if (!free) throw new Error('Tidak ada waktu yang tersedia');
  return free;
}
