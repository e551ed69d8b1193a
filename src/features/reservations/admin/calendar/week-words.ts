/** The calendar's words, and its dates where room is short. Calendar days are 00:00 UTC instants, so UTC names them. */

export const CALENDAR_TITLE = 'Kalender';
export const TODAY_LABEL = 'Hari ini';
export const NO_BOOKINGS_ON_DAY = 'Tidak ada reservasi';
export const NO_BOOKINGS_IN_WEEK = 'Tidak ada reservasi pada minggu ini.';
export const LEGEND_LABEL = 'Keterangan status';

/** A closed day's mark: "Tutup: Libur Idul Fitri". */
export const closedLabel = (label: string) => `Tutup: ${label}`;

const shortDay = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day's column heading: "Sen, 23". */
export const shortDayName = (day: string) => shortDay.format(new Date(day));

/** The days of a week: "23–29 November 2026", "28 Desember 2026 – 3 Januari 2027". */
export const weekSpan = (first: string, last: string) => longDay.formatRange(new Date(first), new Date(last));

/** What the table and the list of a week are called: "Reservasi 23–29 November 2026". */
export const weekCaption = (first: string, last: string) => `Reservasi ${weekSpan(first, last)}`;
