import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage } from '@/lib/api/api-error';
import type { DashboardOverview as Overview } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { useDashboardOverview } from '@/lib/api/endpoints/dashboard';
import { FigureCard, FigureCardSkeletons, figureGrid } from '@/components/figure-card';

const grid = { ...figureGrid, mb: { xs: 3, md: 4 } };

/** The cards `OverviewCards` shows: as many placeholders hold their place while the overview loads. */
const OVERVIEW_CARDS = 8;

/** How today is going at the counter: who has come, who did not, and how many walked in; zeros left out but arrivals. */
function todayAtTheCounter({ todayBookings, todayArrivals, todayNoShows, todayWalkIns }: Overview): string {
  if (todayBookings === 0) return 'Selain yang dibatalkan';
  const parts = [`${todayArrivals} sudah hadir`];
  if (todayNoShows > 0) parts.push(`${todayNoShows} tidak hadir`);
  if (todayWalkIns > 0) parts.push(`${todayWalkIns} walk-in`);
  return parts.join(' · ');
}

function OverviewCards({ overview }: { overview: Overview }) {
  const { proofsWaiting, todayBookings, deadlinesWithin24h, receivedThisMonth, balancesDueToday } = overview;
  const { paymentsInReview, refundsWaiting, albumsToEdit } = overview;
  return (
    <>
      <FigureCard
        label="Bukti menunggu validasi"
        value={proofsWaiting}
        detail={proofsWaiting > 0 ? 'Periksa dan validasi' : 'Semua sudah diperiksa'}
        to={appRoutes.dashboard.transactions.to('waiting')}
        isUrgent={proofsWaiting > 0}
      />
      <FigureCard label="Reservasi hari ini" value={todayBookings} detail={todayAtTheCounter(overview)} />
      {/* No list holds exactly these: the schedule below shows each booking's payment. */}
      <FigureCard
        label="Sisa pembayaran hari ini"
        value={balancesDueToday.count}
        detail={
          balancesDueToday.count > 0
            ? `${formatRupiah(balancesDueToday.amount)} belum dilunasi`
            : 'Tidak ada pelunasan hari ini'
        }
      />
      <FigureCard
        label="Batas bayar dalam 24 jam"
        value={deadlinesWithin24h}
        detail="Belum ada bukti pembayaran"
        to={appRoutes.dashboard.transactions.to('unpaid')}
      />
      <FigureCard
        label="Pembayaran perlu ditinjau"
        value={paymentsInReview}
        detail={paymentsInReview > 0 ? 'Terima atau kembalikan' : 'Tidak ada yang perlu ditinjau'}
        to={appRoutes.dashboard.payments.to('review')}
        isUrgent={paymentsInReview > 0}
      />
      <FigureCard
        label="Pengembalian dana menunggu"
        value={refundsWaiting}
        detail={refundsWaiting > 0 ? 'Kembalikan lalu catat' : 'Semua sudah dikembalikan'}
        to={appRoutes.dashboard.refunds.to('waiting')}
      />
      <FigureCard
        label="Pilihan foto menunggu diedit"
        value={albumsToEdit}
        detail={albumsToEdit > 0 ? 'Edit lalu kirim hasilnya' : 'Tidak ada yang menunggu'}
        to={appRoutes.dashboard.albums.to('editing')}
      />
      <FigureCard
        label="Diterima bulan ini"
        value={formatRupiah(receivedThisMonth)}
        detail="Lihat laporan bulan ini"
        to={appRoutes.dashboard.reports.to()}
      />
    </>
  );
}

/**
 * What needs the admin now and what came in this month, counted by the backend, above today's schedule: the same
 * figures as the admin's morning summary (`GET /digests`), counted at this moment.
 */
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
          {data ? <OverviewCards overview={data} /> : <FigureCardSkeletons count={OVERVIEW_CARDS} />}
        </Box>
      )}
    </Box>
  );
}
