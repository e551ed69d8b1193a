import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { appRoutes } from '@/lib/app-routes';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api/api-error';
import type { ReportSummary } from '@/lib/api/api-types';
import { useReportSummaryQuery } from '@/lib/api/endpoints/reports';
import { formatCompactDayRange } from '@/lib/format';
import { studioDayOf } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { ReportBody, ReportSkeleton } from './report-body';
import { ReportExports } from './report-exports';
import { periodOf, periodSearch, type ReportPeriod } from './report-period';
import { ReportPeriodPicker } from './report-period-picker';

export const REPORTS_TITLE = 'Laporan';
/** Said while the period has days still to come, whose figures move as they do. */
export const RUNNING_PERIOD =
  'Periode ini masih berjalan: uang diterima dihitung sampai hari ini, reservasi termasuk yang sudah dipesan untuk hari-hari berikutnya.';
export const PERIOD_BOOKINGS_LINK = 'Lihat reservasi periode ini';
export const EMPTY_PERIOD = 'Belum ada reservasi maupun pembayaran pada periode ini.';

/** Whether a period holds nothing to report: no booking, no money in or owed, no cancellation nor refund. */
const isEmptyPeriod = ({ figures }: ReportSummary) =>
  figures.bookings === 0 && figures.moneyReceived === 0 && figures.cancellations === 0 && figures.refunds.count === 0;

/** "1–31 Des 2026 (WIB), dibandingkan dengan 1–30 Nov 2026". */
const periodText = (period: Pick<ReportPeriod, 'from' | 'to'>, previous?: Pick<ReportPeriod, 'from' | 'to'>) =>
  `${formatCompactDayRange(period.from, period.to)} (WIB)${previous ? `, dibandingkan dengan ${formatCompactDayRange(previous.from, previous.to)}` : ''}`;

/**
 * `/dashboard/reports` ("Laporan"): how the studio is doing over a period of studio days (this month unless the
 * address asks for another): its figures beside the period before, money over time, what sold, how full the
 * slots were and how customers paid, as charts each with its table; the period's bookings and payments as CSV,
 * and a printout. The numbers are the backend's (`GET /reports/summary`), refreshed when what they count changes.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const today = studioDayOf(now);
  const period = periodOf(params, now);
  const report = useReportSummaryQuery({ from: period.from, to: period.to });
  const shown = report.currentData;
  const choose = (next: ReportPeriod) => setParams(new URLSearchParams(periodSearch(next)));
  return (
    <>
      <PageHeader
        title={REPORTS_TITLE}
        subtitle={periodText(period, shown?.previous)}
        actions={<ReportExports period={period} />}
      />
      <ReportPeriodPicker period={period} today={today} onChange={choose} />
      <Typography variant="body2" color="textSecondary" sx={{ mt: -1, mb: 2, displayPrint: 'none' }}>
        {period.to >= today && `${RUNNING_PERIOD} `}
        <Link component={RouterLink} to={appRoutes.dashboard.reservations.to(period)} underline="always">
          {PERIOD_BOOKINGS_LINK}
        </Link>
      </Typography>
      {report.error && !shown ? (
        <Alert severity="error" role="alert">
          {errorMessage(report.error)}
        </Alert>
      ) : shown ? (
        <>
          {isEmptyPeriod(shown) && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {EMPTY_PERIOD}
            </Alert>
          )}
          <ReportBody report={shown} />
        </>
      ) : (
        <ReportSkeleton />
      )}
    </>
  );
}
