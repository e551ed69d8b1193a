import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard, type ChartView } from './chart-card';
import { ReportTable, type ReportColumn } from './report-table';

/** One bar of a ranking: a name, the number its bar is drawn to, and the other numbers its table row shows. */
export interface RankedItem {
  id: number;
  name: string;
  value: number;
}

/** The most bars a ranking draws: the rest are in its table. */
export const MOST_BARS = 8;

export interface RankingChartProps<Item extends RankedItem> {
  title: string;
  summary: string;
  emptyText: string;
  /** Most first, as the backend orders them. */
  items: readonly Item[];
  /** How a bar's value reads on its axis and in its tooltip. */
  formatValue: (value: number) => string;
  /** The table's columns after the name. */
  columns: readonly ReportColumn<Item>[];
  nameHeader: string;
  initialView?: ChartView;
}

/**
 * What sells, as horizontal bars most first (names on the left stay readable on a phone, where they are cut with
 * an ellipsis; the table holds them whole).
 */
export function RankingChart<Item extends RankedItem>({
  title,
  summary,
  emptyText,
  items,
  formatValue,
  columns,
  nameHeader,
  initialView,
}: RankingChartProps<Item>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const drawn = items.slice(0, MOST_BARS);
  return (
    <ChartCard
      title={title}
      summary={summary}
      emptyText={items.length === 0 ? emptyText : undefined}
      initialView={initialView}
      chart={(width) => (
        <BarChart
          width={width}
          layout="horizontal"
          height={Math.max(140, 48 + drawn.length * 34)}
          hideLegend
          skipAnimation
          margin={{ right: 24 }}
          colors={[theme.palette.secondary.main]}
          yAxis={[
            {
              scaleType: 'band',
              data: drawn.map(({ name }) => name),
              width: isPhone ? 96 : 160,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          xAxis={[{ valueFormatter: formatValue, tickLabelStyle: { fontSize: 11 }, tickNumber: isPhone ? 3 : 5 }]}
          series={[
            { data: drawn.map(({ value }) => value), label: title, valueFormatter: (value) => formatValue(value ?? 0) },
          ]}
        />
      )}
      table={
        <ReportTable
          label={title}
          rows={items}
          rowKey={({ id }) => id}
          columns={[{ header: nameHeader, cell: ({ name }) => name }, ...columns]}
        />
      }
    />
  );
}
