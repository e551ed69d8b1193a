import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { Reservation } from '@/lib/api/api-types';
import { groupHistory } from '../history/history-groups';
import { HistoryList } from './history-list';

interface HistorySectionProps {
  title: string;
  emptyText: string;
  reservations: Reservation[];
}

function HistorySection({ title, emptyText, reservations }: HistorySectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {reservations.length === 0 ? (
        <Typography color="textSecondary">{emptyText}</Typography>
      ) : (
        <HistoryList reservations={reservations} labelledBy={headingId} />
      )}
    </Box>
  );
}

/**
 * The history as two sections, one under the other: what is still to come, then what is done or called
 * off. Headings rather than tabs: on a phone the customer scrolls from what needs doing now to the past
 * without a control to find, and on a desktop both fit on one screen.
 */
export function HistorySections({ reservations }: { reservations: Reservation[] }) {
  const { upcoming, past } = useMemo(() => groupHistory(reservations), [reservations]);
  return (
    <Stack spacing={{ xs: 4, md: 5 }}>
      <HistorySection title="Akan datang" emptyText="Tidak ada reservasi yang akan datang." reservations={upcoming} />
      <HistorySection
        title="Selesai/Dibatalkan"
        emptyText="Belum ada reservasi yang selesai atau dibatalkan."
        reservations={past}
      />
    </Stack>
  );
}
