import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useChartWidth } from './use-chart-width';
import { usePrinting } from './use-printing';

export type ChartView = 'chart' | 'table';

export interface ChartCardProps {
  title: string;
  /** What the chart shows, in a sentence: read by everyone, and what a screen reader hears for the chart. */
  summary: string;
  /** The chart at the card's width; drawn only while the card shows it. */
  chart: (width: number) => ReactNode;
  /** The same numbers as a table, for whoever reads rather than looks (and for print). */
  table: ReactNode;
  /** Shown instead of both when the period has nothing to chart. */
  emptyText?: string;
  /** Which view the card opens on. */
  initialView?: ChartView;
}

/**
 * One chart of the report in a card: its title, a sentence that says what it shows, and a switch between the
 * chart and a table of the same numbers. The chart itself can be focused and its bars or slices stepped through
 * with the arrow keys, each read out (MUI X Charts' own keyboard and screen reader layer); the sentence and the
 * table say the same for whoever prefers to read. Printing shows the table under the chart whichever view is on.
 */
export function ChartCard({ title, summary, chart, table, emptyText, initialView = 'chart' }: ChartCardProps) {
  const [view, setView] = useState<ChartView>(initialView);
  const [chartBox, width] = useChartWidth();
  const isPrinting = usePrinting();
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', breakInside: 'avoid', minWidth: 0 }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {!emptyText && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: ChartView | null) => next && setView(next)}
              aria-label={`Tampilan ${title.toLowerCase()}`}
              sx={{ displayPrint: 'none' }}
            >
              <ToggleButton value="chart">Grafik</ToggleButton>
              <ToggleButton value="table">Tabel</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        <Typography id={summaryId} variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {emptyText ?? summary}
        </Typography>
        {!emptyText && view === 'chart' && (
          <>
            <div ref={chartBox} data-report-chart="">
              {width !== undefined && width > 0 && chart(width)}
            </div>
            {isPrinting && <Stack sx={{ mt: 2 }}>{table}</Stack>}
          </>
        )}
        {!emptyText && view === 'table' && table}
      </CardContent>
    </Card>
  );
}
