import Stack from '@mui/material/Stack';
import { StatusChip } from '@/components/status-chip';
import { bookingStageLabels, bookingStages } from './booking-stage';
import { LEGEND_LABEL } from './week-words';

/** What each booking's colour means. */
export function StageLegend() {
  return (
    <Stack
      component="ul"
      aria-label={LEGEND_LABEL}
      direction="row"
      sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, flexWrap: 'wrap', gap: 1 }}
    >
      {bookingStages.map((stage) => (
        <li key={stage}>
          <StatusChip status={bookingStageLabels[stage]} />
        </li>
      ))}
    </Stack>
  );
}
