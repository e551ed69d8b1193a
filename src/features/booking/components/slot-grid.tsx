import { memo } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TimeSlot } from '../../../lib/api-types';

export type SlotAvailability = 'free' | 'taken' | 'passed';

export interface SlotGridProps {
  slots: TimeSlot[];
  availabilityOf: (slot: TimeSlot) => SlotAvailability;
  value: number | '';
  onChange: (timeId: number) => void;
  error?: string;
  isLoading?: boolean;
  /** Without a date there is nothing to choose yet. */
  isDisabled?: boolean;
}

const marks: Record<Exclude<SlotAvailability, 'free'>, string> = { taken: 'Penuh', passed: 'Lewat' };

/** The day's 20-minute slots as radio buttons: taken and passed ones are disabled and say why. */
export const SlotGrid = memo(function SlotGrid({ slots, availabilityOf, value, onChange, error, isLoading = false, isDisabled = false }: SlotGridProps) {
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'text.primary' }}>
        Pilih Waktu
      </FormLabel>
      {isDisabled && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          Pilih tanggal terlebih dahulu untuk melihat waktu yang tersedia.
        </Typography>
      )}
      {isLoading ? (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(5, 1fr)', md: 'repeat(8, 1fr)' } }} role="status" aria-busy="true" aria-label="Memuat waktu">
          {Array.from({ length: 16 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </Box>
      ) : (
        <RadioGroup
          value={value === '' ? '' : String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(5, 1fr)', md: 'repeat(8, 1fr)' } }}
        >
          {slots.map((slot) => {
            const availability = availabilityOf(slot);
            const unavailable = availability !== 'free';
            const checked = value === slot.id;
            return (
              <Box
                key={slot.id}
                component="label"
                sx={{
                  position: 'relative',
                  display: 'grid',
                  placeItems: 'center',
                  minHeight: 48,
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: checked ? 'primary.main' : 'divider',
                  bgcolor: checked ? 'primary.main' : unavailable ? 'action.disabledBackground' : 'background.paper',
                  color: checked ? 'primary.contrastText' : unavailable ? 'text.disabled' : 'text.primary',
                  cursor: unavailable || isDisabled ? 'not-allowed' : 'pointer',
                  textDecoration: unavailable ? 'line-through' : 'none',
                  fontWeight: 600,
                  fontSize: { xs: '0.8rem', sm: '0.95rem' },
                  lineHeight: 1.1,
                  textAlign: 'center',
                  '&:focus-within': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
                }}
              >
                <Radio
                  value={String(slot.id)}
                  disabled={unavailable || isDisabled}
                  slotProps={{ input: { 'aria-label': unavailable ? `${slot.time} (${marks[availability]})` : slot.time } }}
                  sx={{ position: 'absolute', opacity: 0, inset: 0, m: 0, p: 0 }}
                />
                <span>{slot.time}</span>
                {unavailable && (
                  <Typography component="span" sx={{ fontSize: '0.65rem', textDecoration: 'none' }} aria-hidden>
                    {marks[availability]}
                  </Typography>
                )}
              </Box>
            );
          })}
        </RadioGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
