import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FigureCard, FigureCardSkeletons, figureGrid } from '@/components/figure-card';
import type { ReportFigures } from '@/lib/api/api-types';
import { reportFigures, type FigureChange } from './report-figures';

const changeColor = ({ isGood }: FigureChange) => {
  if (isGood === undefined) return 'text.secondary';
  return isGood ? 'success.dark' : 'error.dark';
};

function ChangeLine({ change }: { change: FigureChange }) {
  const Icon = change.direction === 'up' ? ArrowUpwardIcon : change.direction === 'down' ? ArrowDownwardIcon : null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600, color: changeColor(change) }}
    >
      {Icon && <Icon aria-hidden sx={{ fontSize: 16 }} />}
      {change.text}
    </Typography>
  );
}

/** The period's figures, each beside the previous period's, two to a row on a phone and four on a wide screen. */
export function ReportFigureCards({ current, previous }: { current: ReportFigures; previous: ReportFigures }) {
  return (
    <Box component="section" aria-label="Ringkasan periode" sx={figureGrid}>
      {reportFigures(current, previous).map((figure) => (
        <FigureCard
          key={figure.key}
          label={figure.label}
          value={figure.value}
          detail={
            <>
              <ChangeLine change={figure.change} /> dari {figure.previous}
            </>
          }
        />
      ))}
    </Box>
  );
}

/** The figures' places while the report loads, as tall as the cards that come. */
export function ReportFigureSkeleton() {
  return (
    <Box sx={figureGrid}>
      <FigureCardSkeletons count={8} />
    </Box>
  );
}
