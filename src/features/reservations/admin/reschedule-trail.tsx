import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reschedule } from '@/lib/api/api-types';
import { formatSessionMoment, formatStudioMoment } from '@/lib/format';

const roleLabels: Record<Reschedule['movedBy']['role'], string> = { admin: 'Admin', user: 'Pelanggan' };

function Move({ move }: { move: Reschedule }) {
  const facts = [
    { label: 'Dari', value: formatSessionMoment(move.fromDate, move.fromTime) },
    { label: 'Ke', value: formatSessionMoment(move.toDate, move.toTime) },
    { label: 'Alasan', value: move.reason ?? '–' },
  ];
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 2 }}>
      <Typography variant="body2" color="textSecondary">
        {formatStudioMoment(move.createdAt)} · oleh {move.movedBy.name} ({roleLabels[move.movedBy.role]})
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.5,
          m: 0,
          mt: 1,
        }}
      >
        {facts.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The audit trail of a booking's moves, newest first: when, by whom (and as customer or admin), from which
 * session to which, and why.
 */
export function RescheduleTrail({ reschedules }: { reschedules: readonly Reschedule[] }) {
  const newestFirst = [...reschedules].reverse();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reschedule-trail-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="reschedule-trail-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Riwayat Perubahan Jadwal
      </Typography>
      {newestFirst.length === 0 ? (
        <Typography color="textSecondary">Jadwal reservasi ini belum pernah diubah.</Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {newestFirst.map((move) => (
            <Move key={move.id} move={move} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
