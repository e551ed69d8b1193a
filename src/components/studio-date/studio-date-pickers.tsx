import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { createContext, useContext, type ReactNode } from 'react';
import { datePickerLocaleText } from '@/theme/date-locale';

/** The studio's today, `YYYY-MM-DD`, for the calendars inside `StudioDatePickers`. */
const StudioTodayContext = createContext<string | undefined>(undefined);

export interface StudioDatePickersProps {
  /** The studio's today (`YYYY-MM-DD…`: the Jakarta date of the app's clock). */
  today: string;
  children: ReactNode;
}

/**
 * The date pickers' Indonesian localisation, and the studio's today for their calendars to mark. The pickers
 * and dayjs load with the screens that choose a date, not with every page.
 */
export function StudioDatePickers({ today, children }: StudioDatePickersProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id" localeText={datePickerLocaleText}>
      <StudioTodayContext.Provider value={today.slice(0, 10)}>{children}</StudioTodayContext.Provider>
    </LocalizationProvider>
  );
}

/**
 * A calendar's day (the pickers' `day` slot) that is marked as today when it is the studio's today: the
 * pickers mark the device's today, which is another date outside Jakarta's time zone for part of each day.
 */
export function StudioDay(props: PickerDayProps) {
  const today = useContext(StudioTodayContext);
  const isToday = props.day.format('YYYY-MM-DD') === today;
  return <PickerDay {...props} today={isToday} aria-current={isToday ? 'date' : undefined} />;
}
