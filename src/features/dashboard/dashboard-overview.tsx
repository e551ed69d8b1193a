import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { errorMessage } from '@/lib/api/api-error';
import type { DashboardOverview as Overview } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { useDashboardOverview } from '@/lib/api/endpoints/dashboard';
import { OVERVIEW_CARD_MIN_HEIGHT, OverviewCard } from './overview-card';

const grid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  mb: { xs: 3, md: 4 },
};

/** How today is going at the counter: who has come, who did not, and how many walked in; zeros left out but arrivals. */
function todayAtTheCounter({ todayBookings, todayArrivals, todayNoShows, todayWalkIns }: Overview): string {
  if (todayBookings === 0) return 'Selain yang dibatalkan';
  const parts = [`${todayArrivals} sudah hadir`];
  if (todayNoShows > 0) parts.push(`${todayNoShows} tidak hadir`);
  if (todayWalkIns > 0) parts.push(`${todayWalkIns} walk-in`);
  return parts.join(' · ');
}

function OverviewCards({ overview }: { overview: Overview }) {
  const { proofsWaiting, todayBookings, deadlinesWithin24h, receivedThisMonth } = overview;
  return (
    <>
      <OverviewCard
        label="Bukti menunggu validasi"
        value={proofsWaiting}
        hint={proofsWaiting > 0 ? 'Periksa dan validasi' : 'Semua sudah diperiksa'}
        to={appRoutes.dashboard.transactions.to('waiting')}
        isUrgent={proofsWaiting > 0}
      />
      <OverviewCard label="Reservasi hari ini" value={todayBookings} hint={todayAtTheCounter(overview)} />
      <OverviewCard
        label="Batas bayar dalam 24 jam"
        value={deadlinesWithin24h}
        hint="Belum ada bukti pembayaran"
        to={appRoutes.dashboard.transactions.to('unpaid')}
      />
      {/* An ordinary space after "Rp": on a narrow phone the amount moves to its own line instead of breaking. */}
      <OverviewCard
        label="Diterima bulan ini"
        value={formatRupiah(receivedThisMonth).replace('\u00a0', ' ')}
        hint="Dari bukti yang valid"
      />
    </>
  );
}

/** What needs the admin now and what came in this month, counted by the backend, above today's schedule. */
export function DashboardOverview() {
  const { data, error } = useDashboardOverview();
  return (
    <Box component="section" aria-label="Ringkasan">
      {error && !data ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(error)}
        </Alert>
      ) : (
        <Box
          sx={grid}
          role={data ? undefined : 'status'}
          aria-label={data ? undefined : 'Memuat ringkasan'}
          aria-busy={!data}
        >
          {data ? (
            <OverviewCards overview={data} />
          ) : (
            [0, 1, 2, 3].map((index) => <Skeleton key={index} variant="rounded" height={OVERVIEW_CARD_MIN_HEIGHT} />)
          )}
        </Box>
      )}
    </Box>
  );
}
