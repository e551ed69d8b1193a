import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type FormEvent } from 'react';
import { StudioDatePickers, StudioDay } from '@/components/studio-date/studio-date-pickers';
import { toApiDate } from '@/lib/api/api-date';
import {
  customRangeRefusal,
  periodChoiceLabels,
  presetPeriod,
  type PeriodChoice,
  type ReportPeriod,
} from './report-period';

export const PERIOD_LABEL = 'Periode';
export const APPLY_RANGE = 'Tampilkan';

const choices = Object.keys(periodChoiceLabels) as PeriodChoice[];

const asDay = (date: string) => dayjs(date.slice(0, 10));

interface RangeFormProps {
  period: ReportPeriod;
  today: string;
  onChange: (period: ReportPeriod) => void;
}

/** A range of one's own: its first and last day, shown once both are picked and make a period the report takes. */
function RangeForm({ period, today, onChange }: RangeFormProps) {
  const [from, setFrom] = useState<Dayjs | null>(asDay(period.from));
  const [to, setTo] = useState<Dayjs | null>(asDay(period.to));
  const fromDay = from?.isValid() ? toApiDate(from) : undefined;
  const toDay = to?.isValid() ? toApiDate(to) : undefined;
  const refusal = fromDay && toDay ? customRangeRefusal(fromDay, toDay) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fromDay && toDay && !refusal) onChange({ choice: 'custom', from: fromDay, to: toDay });
  };
  const field = (label: string, value: Dayjs | null, set: (day: Dayjs | null) => void, error?: string) => (
    <DatePicker
      label={label}
      value={value}
      closeOnSelect
      onChange={set}
      slots={{ day: StudioDay }}
      localeText={{ openDatePickerDialogue: () => `Pilih tanggal ${label.toLowerCase()}` }}
      slotProps={{ textField: { size: 'small', error: Boolean(error), helperText: error, sx: { minWidth: 0 } } }}
    />
  );
  return (
    <StudioDatePickers today={today}>
      <Stack
        component="form"
        aria-label="Rentang tanggal laporan"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        {field('Dari tanggal', from, setFrom)}
        {field('Sampai tanggal', to, setTo, refusal)}
        <Button type="submit" variant="outlined" disabled={!fromDay || !toDay || Boolean(refusal)} sx={{ height: 40 }}>
          {APPLY_RANGE}
        </Button>
      </Stack>
    </StudioDatePickers>
  );
}

export interface ReportPeriodPickerProps {
  period: ReportPeriod;
  /** The studio's today (`YYYY-MM-DDT00:00:00.000Z`). */
  today: string;
  onChange: (period: ReportPeriod) => void;
}

/** The period the report covers: this month, last month, this year, or a range of one's own (WIB days). */
export function ReportPeriodPicker({ period, today, onChange }: ReportPeriodPickerProps) {
  const [choice, setChoice] = useState<PeriodChoice>(period.choice);
  const [choiceOf, setChoiceOf] = useState(period.choice);
  if (choiceOf !== period.choice) {
    // The address chose another period (back, a link): the field follows it.
    setChoiceOf(period.choice);
    setChoice(period.choice);
  }
  const choose = (next: PeriodChoice) => {
    setChoice(next);
    if (next !== 'custom') onChange(presetPeriod(next, today));
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'flex-start' }, mb: { xs: 2, md: 3 }, displayPrint: 'none' }}
    >
      <TextField
        select
        size="small"
        label={PERIOD_LABEL}
        value={choice}
        onChange={(event) => choose(choices.find((known) => known === event.target.value) ?? 'this-month')}
        sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0 }}
      >
        {choices.map((value) => (
          <MenuItem key={value} value={value}>
            {periodChoiceLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' && (
        <RangeForm key={`${period.from}|${period.to}`} period={period} today={today} onChange={onChange} />
      )}
    </Stack>
  );
}
