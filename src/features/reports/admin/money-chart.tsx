import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportSeries } from '@/lib/api/api-types';
import { formatCompactRupiah, formatRupiah } from '@/lib/format';
import { ChartCard, type ChartView } from './chart-card';
import { ReportTable } from './report-table';
import { bucketHeaders, bucketLabel, bucketNouns } from './report-words';

type ReportBucket = ReportSeries['moneyReceived'][number];

export const MONEY_CHART_TITLE = 'Uang diterima';

/** The sentence that says what the money chart draws: the total and the best bucket. */
export function moneySummary({ bucket, moneyReceived }: ReportSeries): string {
  const total = moneyReceived.reduce((sum, { amount }) => sum + amount, 0);
  const best = moneyReceived.reduce<ReportBucket | undefined>(
    (top, entry) => (top === undefined || entry.amount > top.amount ? entry : top),
    undefined,
  );
  const perBucket = `per ${bucketNouns[bucket]}`;
  if (!best || best.amount === 0) return `Belum ada uang diterima pada periode ini (${perBucket}).`;
  return `Total ${formatRupiah(total)}, ${perBucket}; tertinggi ${bucketLabel(bucket, best.start)}: ${formatRupiah(best.amount)}.`;
}

/** Money received over the period, by day, week or month as the backend bucketed it. */
export function MoneyChart({ series, initialView }: { series: ReportSeries; initialView?: ChartView }) {
  const theme = useTheme();
  const labels = series.moneyReceived.map(({ start }) => bucketLabel(series.bucket, start));
  return (
    <ChartCard
      title={MONEY_CHART_TITLE}
      summary={moneySummary(series)}
      initialView={initialView}
      chart={(width) => (
        <BarChart
          width={width}
          height={260}
          hideLegend
          skipAnimation
          margin={{ left: 0, right: 8 }}
          colors={[theme.palette.primary.main]}
          xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ valueFormatter: formatCompactRupiah, width: 64, tickLabelStyle: { fontSize: 11 } }]}
          series={[
            {
              data: series.moneyReceived.map(({ amount }) => amount),
              label: MONEY_CHART_TITLE,
              valueFormatter: (amount) => formatRupiah(amount ?? 0),
            },
          ]}
        />
      )}
      table={
        <ReportTable
          label={MONEY_CHART_TITLE}
          rows={series.moneyReceived}
          rowKey={({ start }) => start}
          columns={[
            { header: bucketHeaders[series.bucket], cell: ({ start }) => bucketLabel(series.bucket, start) },
            { header: 'Diterima', cell: ({ amount }) => formatRupiah(amount), isNumber: true },
          ]}
        />
      }
    />
  );
}
