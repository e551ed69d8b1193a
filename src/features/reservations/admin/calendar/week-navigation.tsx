import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type KeyboardEvent } from 'react';
import { StudioDatePickers, StudioDay } from '@/components/studio-date/studio-date-pickers';
import { addDays } from '@/lib/rules/studio-time';

/** The days the date jump offers: wide enough for any booking's history and future, and no partly typed year. */
const FIRST_DAY = dayjs('2000-01-01');
const LAST_DAY = dayjs('2099-12-31');

export interface WeekNavigationProps {
  /** The day `?week=` names (or today): what the date jump shows. */
  chosenDay: string;
  /** The studio's today, `YYYY-MM-DD…`: the day the date jump's calendar marks. */
  today: string;
  /** The Monday of the week shown. */
  monday: string;
  isCurrentWeek: boolean;
  /** Shows the week of `day` (`YYYY-MM-DD…`), or the current week without one. */
  onShow: (day?: string) => void;
}

const isJumpable = (day: Dayjs | null): day is Dayjs =>
  day !== null && day.isValid() && !day.isBefore(FIRST_DAY) && !day.isAfter(LAST_DAY);

/**
 * The date jump: a day picked in its calendar shows that day's week at once; a day typed in its field once
 * it is complete (Enter, or leaving the field), so the week does not change under the typing.
 */
function DateJump({ chosenDay, today, onShow }: Pick<WeekNavigationProps, 'chosenDay' | 'today' | 'onShow'>) {
  const [draft, setDraft] = useState<Dayjs | null>(() => dayjs(chosenDay.slice(0, 10)));
  const [draftOf, setDraftOf] = useState(chosenDay);
  if (draftOf !== chosenDay) {
    // Another week was chosen (the buttons, the address): the field shows its day.
    setDraftOf(chosenDay);
    setDraft(dayjs(chosenDay.slice(0, 10)));
  }
  const show = (day: Dayjs | null) => {
    if (isJumpable(day) && day.format('YYYY-MM-DD') !== chosenDay.slice(0, 10)) onShow(day.format('YYYY-MM-DD'));
  };
  const change = (value: Dayjs | null, { source }: PickerChangeHandlerContext<DateValidationError | null>) => {
    setDraft(value);
    if (source === 'view') show(value);
  };
  const showOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') show(draft);
  };
  return (
    <StudioDatePickers today={today}>
      <DatePicker
        label="Lompat ke tanggal"
        value={draft}
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        closeOnSelect
        onChange={change}
        slots={{ day: StudioDay }}
        slotProps={{
          textField: {
            size: 'small',
            onBlur: () => show(draft),
            onKeyDown: showOnEnter,
            sx: { width: { xs: '100%', sm: 220 } },
          },
        }}
      />
    </StudioDatePickers>
  );
}

/** Previous and next week, back to this week, and a jump to any day's week. */
export function WeekNavigation({ chosenDay, today, monday, isCurrentWeek, onShow }: WeekNavigationProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Minggu sebelumnya" onClick={() => onShow(addDays(monday, -7))}>
          <ChevronLeftIcon />
        </IconButton>
        <Button variant="outlined" disabled={isCurrentWeek} onClick={() => onShow()}>
          Minggu ini
        </Button>
        <IconButton aria-label="Minggu berikutnya" onClick={() => onShow(addDays(monday, 7))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <DateJump chosenDay={chosenDay} today={today} onShow={onShow} />
    </Stack>
  );
}
