import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/id';

dayjs.locale('id');

/** @mui/x-date-pickers ships no Indonesian texts: these are the ones the pickers show. */
export const datePickerLocaleText: Partial<PickersLocaleText> = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  openPreviousView: 'Buka tampilan sebelumnya',
  openNextView: 'Buka tampilan berikutnya',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'Tampilan tahun terbuka, beralih ke kalender' : 'Tampilan kalender terbuka, beralih ke tahun',
  cancelButtonLabel: 'Batal',
  clearButtonLabel: 'Hapus',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  nextStepButtonLabel: 'Berikutnya',
  datePickerToolbarTitle: 'Pilih tanggal',
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Pilih tanggal, tanggal terpilih ${formattedDate}` : 'Pilih tanggal',
  fieldClearLabel: 'Hapus',
  dateTableLabel: 'pilih tanggal',
  fieldYearPlaceholder: (params) => 'T'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'BBBB' : 'BB'),
  fieldDayPlaceholder: () => 'HH',
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
  empty: 'Kosong',
};
