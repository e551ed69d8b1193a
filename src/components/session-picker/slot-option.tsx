import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import type { TimeSlot } from '@/lib/api/api-types';
import { formatClockTime } from '@/lib/format';
import { sessionEndTime } from '@/lib/time/session-time';

/**
 * `current`: the slot a booking being moved has now, which is its own, not a new choice; `too-soon`: it starts
 * within the studio's minimum notice.
 */
export type SlotAvailability = 'free' | 'taken' | 'passed' | 'too-soon' | 'current';

/** Why a slot cannot be chosen: a short mark on the cell, and what a screen reader says after the time. */
const unavailableReasons: Record<Exclude<SlotAvailability, 'free'>, { mark: string; spoken: string }> = {
  taken: { mark: 'Penuh', spoken: 'sudah dipesan' },
  passed: { mark: 'Lewat', spoken: 'sudah lewat' },
  'too-soon': { mark: 'Tutup', spoken: 'pemesanan sudah ditutup' },
  current: { mark: 'Saat ini', spoken: 'jadwal saat ini' },
};

export interface SlotOptionProps {
  slot: TimeSlot;
  availability: SlotAvailability;
  checked: boolean;
  /** The booking is held: nothing can be chosen, the chosen slot still shows. */
  isLocked: boolean;
}

/**
 * One 20-minute slot as a radio button drawn as a cell. A free slot shows when its session ends; a taken
 * or passed one is struck through, marked 'Penuh' or 'Lewat' in muted (still readable) ink on a dashed
 * outline, and its accessible name says why it cannot be chosen. A moved booking's current slot is marked
 * 'Saat ini' on a dashed outline in the primary colour, not struck through: it is the customer's, not gone.
 */
export function SlotOption({ slot, availability, checked, isLocked }: SlotOptionProps) {
  const start = formatClockTime(slot.time);
  const end = formatClockTime(sessionEndTime(slot.time));
  const reason = availability === 'free' ? undefined : unavailableReasons[availability];
  const isChoosable = !reason && !isLocked;
  const isCurrent = availability === 'current';
  return (
    <Box
      component="label"
      sx={{
        position: 'relative',
        display: 'grid',
        placeContent: 'center',
        minHeight: 52,
        px: 0.5,
        borderRadius: 2,
        border: '1px solid',
        borderStyle: reason ? 'dashed' : 'solid',
        borderColor: checked || isCurrent ? 'primary.main' : reason ? 'text.secondary' : 'divider',
        bgcolor: checked ? 'primary.main' : reason ? 'transparent' : 'background.paper',
        color: checked
          ? 'primary.contrastText'
          : isCurrent
            ? 'primary.main'
            : reason
              ? 'text.secondary'
              : 'text.primary',
        boxShadow: checked || reason ? 'none' : '0 1px 2px rgba(46, 31, 39, 0.08)',
        cursor: isChoosable ? 'pointer' : 'not-allowed',
        lineHeight: 1.15,
        textAlign: 'center',
        '&:hover': isChoosable && !checked ? { borderColor: 'primary.main' } : undefined,
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
      }}
    >
      <Radio
        value={String(slot.id)}
        disabled={!isChoosable}
        slotProps={{ input: { 'aria-label': reason ? `${start}, ${reason.spoken}` : `${start} sampai ${end}` } }}
        sx={{ position: 'absolute', opacity: 0, inset: 0, m: 0, p: 0 }}
      />
      <Box
        component="span"
        aria-hidden
        sx={{
          fontWeight: 700,
          fontSize: { xs: '0.8rem', sm: '0.95rem' },
          textDecoration: reason && !isCurrent ? 'line-through' : 'none',
        }}
      >
        {start}
      </Box>
      <Box
        component="span"
        aria-hidden
        sx={{
          fontSize: '0.7rem',
          fontWeight: reason ? 600 : 500,
          color: checked || reason ? 'inherit' : 'text.secondary',
        }}
      >
        {reason ? reason.mark : `–${end}`}
      </Box>
    </Box>
  );
}
