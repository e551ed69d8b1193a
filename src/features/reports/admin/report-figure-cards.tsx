import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReportFigures } from '@/lib/api/api-types';
import { reportFigures, type FigureChange, type ReportFigure } from './report-figures';

export const figureGrid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
};

export const FIGURE_CARD_MIN_HEIGHT = 124;

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

function FigureCard({ figure }: { figure: ReportFigure }) {
  return (
    <Card variant="outlined" sx={{ breakInside: 'avoid' }}>
      <CardContent sx={{ minHeight: FIGURE_CARD_MIN_HEIGHT, p: { xs: 1.5, sm: 2 } }}>
        <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
          <Typography
            component="span"
            sx={{
              display: 'block',
              mb: 0.5,
              fontSize: { xs: '1.05rem', sm: '1.4rem' },
              fontWeight: 700,
              overflowWrap: 'anywhere',
            }}
          >
            {figure.value}
          </Typography>
          <span>{figure.label}</span>
        </Typography>
        <Typography component="div" variant="caption" color="textSecondary" sx={{ mt: 0.5 }}>
          <ChangeLine change={figure.change} /> dari {figure.previous}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The period's figures, each beside the previous period's, two to a row on a phone and four on a wide screen. */
export function ReportFigureCards({ current, previous }: { current: ReportFigures; previous: ReportFigures }) {
  return (
    <Box component="section" aria-label="Ringkasan periode" sx={figureGrid}>
      {reportFigures(current, previous).map((figure) => (
        <FigureCard key={figure.key} figure={figure} />
      ))}
    </Box>
  );
}

/** The figures' places while the report loads, as tall as the cards that come. */
export function ReportFigureSkeleton() {
  return (
    <Box sx={figureGrid}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={FIGURE_CARD_MIN_HEIGHT} />
      ))}
    </Box>
  );
}
