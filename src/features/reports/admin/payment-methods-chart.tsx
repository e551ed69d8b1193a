import { PieChart } from '@mui/x-charts/PieChart';
import { palette } from '@/theme/tokens';
import type { ReportPaymentMethod } from '@/lib/api/api-types';
import { paymentMethodLabels } from '@/content/status-labels';
import { formatRupiah } from '@/lib/format';
import { ChartCard, type ChartView } from './chart-card';
import { percentText } from './report-figures';
import { ReportTable } from './report-table';

/** The studio's colours, one per way of paying, apart enough to tell the ring's parts. */
const METHOD_COLORS = [palette.terracotta, palette.plum, palette.golden, palette.olive, palette.rose] as const;

export const PAYMENT_METHODS_TITLE = 'Metode pembayaran';

/** The sentence that says what the payment methods chart draws: the most used way and its share of the money. */
export function paymentMethodsSummary(methods: readonly ReportPaymentMethod[]): string {
  const total = methods.reduce((sum, { amount }) => sum + amount, 0);
  const [first] = methods;
  if (!first || total === 0) return 'Belum ada pembayaran pada periode ini.';
  return `${paymentMethodLabels[first.method]} paling banyak: ${percentText(first.amount / total)} dari ${formatRupiah(total)} yang diterima.`;
}

/** The money received by how it was paid, as a ring with its legend. */
export function PaymentMethodsChart({
  methods,
  initialView,
}: {
  methods: readonly ReportPaymentMethod[];
  initialView?: ChartView;
}) {
  return (
    <ChartCard
      title={PAYMENT_METHODS_TITLE}
      summary={paymentMethodsSummary(methods)}
      emptyText={methods.length === 0 ? 'Belum ada pembayaran pada periode ini.' : undefined}
      initialView={initialView}
      chart={(width) => (
        <PieChart
          width={width}
          height={260}
          skipAnimation
          series={[
            {
              innerRadius: 48,
              paddingAngle: 1,
              data: methods.map(({ method, amount }) => ({
                id: method,
                value: amount,
                label: paymentMethodLabels[method],
              })),
              valueFormatter: ({ value }) => formatRupiah(value),
            },
          ]}
          colors={[...METHOD_COLORS]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        />
      )}
      table={
        <ReportTable
          label={PAYMENT_METHODS_TITLE}
          rows={methods}
          rowKey={({ method }) => method}
          columns={[
            { header: 'Metode', cell: ({ method }) => paymentMethodLabels[method] },
            { header: 'Pembayaran', cell: ({ count }) => count, isNumber: true },
            { header: 'Jumlah', cell: ({ amount }) => formatRupiah(amount), isNumber: true },
          ]}
        />
      }
    />
  );
}
