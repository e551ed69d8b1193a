import Grid from '@mui/material/Grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { StudioDatePickers, StudioDay } from '@/components/studio-date/studio-date-pickers';
import { toApiDate } from '@/lib/api/api-date';
import { VALID_TO_HINT } from './voucher-labels';

export type VoucherDateField = 'validFrom' | 'validTo';

const asDay = (date: string) => dayjs(date.slice(0, 10));

interface DateFieldProps {
  label: string;
  /** The day as an API date, or ''. */
  value: string;
  /** The first day that can be picked, if any (`YYYY-MM-DD…`). */
  firstDay?: string;
  /** Where the calendar opens while the field is empty (`YYYY-MM-DD…`). */
  openingDay: string;
  hint?: string;
  error?: string;
  onChange: (date: string) => void;
}

/** One end of the days the voucher holds; its calendar button is named after it, so the two tell apart. */
function VoucherDateField({ label, value, firstDay, openingDay, hint, error, onChange }: DateFieldProps) {
  const opener = `Pilih tanggal ${label.toLowerCase()}`;
  return (
    <DatePicker
      label={label}
      value={value ? asDay(value) : null}
      minDate={firstDay ? asDay(firstDay) : undefined}
      referenceDate={asDay(openingDay)}
      closeOnSelect
      onChange={(picked: Dayjs | null) => onChange(picked?.isValid() ? toApiDate(picked) : '')}
      slots={{ day: StudioDay }}
      localeText={{
        openDatePickerDialogue: (formatted) => (formatted ? `${opener}, tanggal terpilih ${formatted}` : opener),
      }}
      slotProps={{
        textField: { fullWidth: true, required: true, error: Boolean(error), helperText: error ?? hint },
      }}
    />
  );
}

export interface VoucherDateFieldsProps {
  validFrom: string;
  validTo: string;
  /** The studio's today (`YYYY-MM-DD…`), which the calendars mark. */
  today: string;
  errors: Partial<Record<VoucherDateField, string>>;
  onChange: (field: VoucherDateField, date: string) => void;
}

/**
 * 'Berlaku dari' and 'Berlaku sampai', both included, side by side from tablets on: the last day cannot come
 * before the first. A past first day stays, so an older voucher can be changed.
 */
export function VoucherDateFields({ validFrom, validTo, today, errors, onChange }: VoucherDateFieldsProps) {
  return (
    <StudioDatePickers today={today}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <VoucherDateField
            label="Berlaku dari"
            value={validFrom}
            openingDay={today}
            error={errors.validFrom}
            onChange={(date) => onChange('validFrom', date)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <VoucherDateField
            label="Berlaku sampai"
            value={validTo}
            firstDay={validFrom || undefined}
            openingDay={validFrom || today}
            hint={VALID_TO_HINT}
            error={errors.validTo}
            onChange={(date) => onChange('validTo', date)}
          />
        </Grid>
      </Grid>
    </StudioDatePickers>
  );
}
