import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredValue } from 'react';
import type { ReportSummary } from '@/lib/api/api-types';
import type { ChartView } from './chart-card';
import { MoneyChart } from './money-chart';
import { OccupancyHeatmap } from './occupancy-heatmap';
import { PaymentMethodsChart } from './payment-methods-chart';
import { ReportFigureCards, ReportFigureSkeleton } from './report-figure-cards';
import { SalesCharts } from './sales-charts';

export const LOADING_REPORT = 'Memuat laporan';

/** One column on a phone and a tablet, two from a laptop on; print keeps one, as a page is narrow. */
const chartGrid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
};

export interface ReportBodyProps {
  report: ReportSummary;
  /** Which view every chart opens on (stories show the tables). */
  initialView?: ChartView;
}

/** A period's report: its figures beside the previous period's, then money over time, what sold and how full it was. */
export function ReportBody({ report, initialView }: ReportBodyProps) {
  // The figures and the money chart first; the other charts in a render of their own right after, which React
  // may interrupt, so the first chart is on screen without waiting for every chart and table below it.
  const showsAll = useDeferredValue(true, false);
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <ReportFigureCards current={report.figures} previous={report.previous.figures} />
      <Box sx={chartGrid}>
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <MoneyChart series={report.series} initialView={initialView} />
        </Box>
        {showsAll && (
          <>
            <SalesCharts report={report} initialView={initialView} />
            <OccupancyHeatmap cells={report.heatmap} />
            <PaymentMethodsChart methods={report.paymentMethods} initialView={initialView} />
          </>
        )}
      </Box>
    </Stack>
  );
}

/** The report's places while it loads: the figures, then the money chart's and two charts' cards at their size. */
export function ReportSkeleton() {
  return (
    <Stack spacing={{ xs: 2, md: 3 }} role="status" aria-busy="true" aria-label={LOADING_REPORT}>
      <ReportFigureSkeleton />
      <Box sx={chartGrid}>
        <Skeleton variant="rounded" height={360} sx={{ gridColumn: { lg: '1 / -1' } }} />
        <Skeleton variant="rounded" height={300} />
        <Skeleton variant="rounded" height={300} />
      </Box>
    </Stack>
  );
}
