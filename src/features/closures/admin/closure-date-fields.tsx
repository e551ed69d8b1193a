import Grid from '@mui/material/Grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { StudioDatePickers, StudioDay } from '@/components/studio-date/studio-date-pickers';
import { toApiDate } from '@/lib/api/api-date';

export type ClosureDateField = 'startDate' | 'endDate';

interface DateFieldProps {
  label: string;
  /** The day as an API date, or ''. */
  value: string;
  /** The first day that can be picked (`YYYY-MM-DD…`); the calendar opens at its month while the field is empty. */
  firstDay: string;
  error?: string;
  onChange: (date: string) => void;
}

const asDay = (date: string) => dayjs(date.slice(0, 10));

/** One day of the closure. Its calendar button is named after the field ('Pilih tanggal mulai'), so the two tell apart. */
function ClosureDateField({ label, value, firstDay, error, onChange }: DateFieldProps) {
  const opener = `Pilih ${label.toLowerCase()}`;
  return (
    <DatePicker
      label={label}
      value={value ? asDay(value) : null}
      minDate={asDay(firstDay)}
      referenceDate={asDay(firstDay)}
      closeOnSelect
      onChange={(picked: Dayjs | null) => onChange(picked?.isValid() ? toApiDate(picked) : '')}
      slots={{ day: StudioDay }}
      localeText={{
        openDatePickerDialogue: (formatted) => (formatted ? `${opener}, tanggal terpilih ${formatted}` : opener),
      }}
      slotProps={{ textField: { fullWidth: true, error: Boolean(error), helperText: error } }}
    />
  );
}

export interface ClosureDateFieldsProps {
  startDate: string;
  endDate: string;
  /** The studio's today, `YYYY-MM-DD`: days before it cannot be closed any more. */
  today: string;
  errors: Partial<Record<ClosureDateField, string>>;
  onChange: (field: ClosureDateField, date: string) => void;
}

/**
 * The first and the last day closed (the same day for a one-day closure), side by side from tablets on. Past
 * days cannot be picked, nor a last day before the first.
 * Their calendars mark the studio's today, whatever the device's time zone.
 */
export function ClosureDateFields({ startDate, endDate, today, errors, onChange }: ClosureDateFieldsProps) {
  return (
    <StudioDatePickers today={today}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ClosureDateField
            label="Tanggal mulai"
            value={startDate}
            firstDay={today}
            error={errors.startDate}
            onChange={(date) => onChange('startDate', date)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ClosureDateField
            label="Tanggal selesai"
            value={endDate}
            firstDay={startDate > today ? startDate : today}
            error={errors.endDate}
            onChange={(date) => onChange('endDate', date)}
          />
        </Grid>
      </Grid>
    </StudioDatePickers>
  );
}
