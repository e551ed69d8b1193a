import { memo } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TimeSlot } from '@/lib/api/api-types';
import { SESSION_MINUTES } from '@/lib/rules/slots';
import { SlotOption, type SlotAvailability } from './slot-option';

export type { SlotAvailability } from './slot-option';

export interface SlotGridProps {
  slots: TimeSlot[];
  availabilityOf: (slot: TimeSlot) => SlotAvailability;
  value: number | '';
  onChange: (timeId: number) => void;
  error?: string;
  /** Without a date there is nothing to show yet: the grid says so instead of drawing slots. */
  hasDate: boolean;
  isLoading?: boolean;
  /** The booking is held: the chosen slot shows, nothing can be chosen. */
  isLocked?: boolean;
}

const gridColumns = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: 'repeat(5, minmax(0, 1fr))', md: 'repeat(8, minmax(0, 1fr))' },
};

/** The day's 20-minute slots as radio buttons, once a date is picked: taken and passed ones say why they cannot be chosen. */
export const SlotGrid = memo(function SlotGrid({
  slots,
  availabilityOf,
  value,
  onChange,
  error,
  hasDate,
  isLoading = false,
  isLocked = false,
}: SlotGridProps) {
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'text.primary' }}>
        Pilih Waktu
      </FormLabel>
      {!hasDate && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ py: 2, px: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}
        >
          Pilih tanggal terlebih dahulu untuk melihat jam yang tersedia.
        </Typography>
      )}
      {hasDate && isLoading && (
        <Box sx={gridColumns} role="status" aria-busy="true" aria-label="Memuat waktu">
          {Array.from({ length: 16 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={52} />
          ))}
        </Box>
      )}
      {hasDate && !isLoading && (
        <RadioGroup
          value={value === '' ? '' : String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          sx={gridColumns}
        >
          {slots.map((slot) => (
            <SlotOption
              key={slot.id}
              slot={slot}
              availability={availabilityOf(slot)}
              checked={value === slot.id}
              isLocked={isLocked}
            />
          ))}
        </RadioGroup>
      )}
      {hasDate && !isLoading && (
        <Typography variant="caption" color="textSecondary" sx={{ mt: 1 }}>
          Setiap sesi berlangsung {SESSION_MINUTES} menit.
        </Typography>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
