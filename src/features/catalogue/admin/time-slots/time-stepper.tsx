import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { KeyboardEvent } from 'react';
import { FIRST_SLOT, LAST_SLOT, minutesOf, SESSION_MINUTES } from '@/lib/rules/slots';
import { FIRST_SLOT_MINUTES, LAST_SLOT_MINUTES, stepTime } from './time-steps';

export interface TimeStepperProps {
  value: string;
  onChange: (time: string) => void;
}

const keySteps: Record<string, (time: string) => string> = {
  ArrowUp: (time) => stepTime(time, 1),
  ArrowRight: (time) => stepTime(time, 1),
  ArrowDown: (time) => stepTime(time, -1),
  ArrowLeft: (time) => stepTime(time, -1),
  PageUp: (time) => stepTime(time, 3),
  PageDown: (time) => stepTime(time, -3),
  Home: () => FIRST_SLOT,
  End: () => LAST_SLOT,
};

/** A time of day from FIRST_SLOT to LAST_SLOT, one session apart: buttons, or the arrow keys on the time itself. */
export function TimeStepper({ value, onChange }: TimeStepperProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    onChange(step(value));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={`Kurangi ${SESSION_MINUTES} menit`}
        onClick={() => onChange(stepTime(value, -1))}
        disabled={value <= FIRST_SLOT}
      >
        <RemoveIcon />
      </IconButton>
      <Box
        role="spinbutton"
        tabIndex={0}
        aria-label="Waktu"
        aria-valuemin={FIRST_SLOT_MINUTES}
        aria-valuemax={LAST_SLOT_MINUTES}
        aria-valuenow={minutesOf(value)}
        aria-valuetext={value}
        onKeyDown={onKeyDown}
        sx={{
          minWidth: 120,
          py: 1,
          textAlign: 'center',
          fontSize: '2rem',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {value}
      </Box>
      <IconButton
        aria-label={`Tambah ${SESSION_MINUTES} menit`}
        onClick={() => onChange(stepTime(value, 1))}
        disabled={value >= LAST_SLOT}
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
