import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useCallback } from 'react';
import type { ClosedDays } from '@/lib/api/api-types';
import { lastBookableDay } from '@/lib/rules/booking-window';
import { closureCovering } from '@/lib/rules/closed-days';
import { formatShortDayRange } from '@/lib/format';
import { StudioDatePickers, StudioDay } from '@/components/studio-date/studio-date-pickers';

export interface BookingDateFieldProps {
  /** The chosen day as an API date, or ''. */
  value: string;
  today: string;
  /** How many days after today may be booked (the settings' `booking.horizonDays`). */
  horizonDays: number;
  /** The studio's closures: their days cannot be picked, and those ahead are named under the field. */
  closures: readonly ClosedDays[];
  error?: string;
  disabled: boolean;
  onChange: (picked: Dayjs | null) => void;
}

/** The closures from today to the booking horizon, as the customer reads them: "2–4 Jan 2027: Perawatan Studio". */
function closuresAhead(closures: readonly ClosedDays[], today: string, last: string): string | undefined {
  const ahead = closures.filter(
    (closure) => closure.endDate.slice(0, 10) >= today && closure.startDate.slice(0, 10) <= last,
  );
  if (ahead.length === 0) return undefined;
  const named = ahead.map((closure) => `${formatShortDayRange(closure.startDate, closure.endDate)} (${closure.label})`);
  return `Studio tutup: ${named.join('; ')}`;
}

/**
 * The date picker, re-rendered only when the date, the studio's today, the horizon, the closures or its message change. It
 * offers the days from today to the last bookable one (the booking horizon) on which the studio is open, and marks
 * the studio's today, whatever the device's time zone.
 */
export const BookingDateField = memo(function BookingDateField({
  value,
  today,
  horizonDays,
  closures,
  error,
  disabled,
  onChange,
}: BookingDateFieldProps) {
  const last = lastBookableDay(today, horizonDays).slice(0, 10);
  const isClosed = useCallback(
    (day: Dayjs) => closureCovering(closures, day.format('YYYY-MM-DD')) !== undefined,
    [closures],
  );
  return (
    <StudioDatePickers today={today}>
      <DatePicker
        label="Tanggal"
        value={value ? dayjs(value.slice(0, 10)) : null}
        minDate={dayjs(today)}
        referenceDate={dayjs(today)}
        maxDate={dayjs(last)}
        closeOnSelect
        shouldDisableDate={isClosed}
        disabled={disabled}
        onChange={onChange}
        slots={{ day: StudioDay }}
        slotProps={{
          textField: {
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? closuresAhead(closures, today, last),
          },
        }}
      />
    </StudioDatePickers>
  );
});
