import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Figures two to a row on a phone and four on a wide screen: today's schedule's and the report's alike. */
export const figureGrid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
};

/** As tall as a card with its value, label and a line under them: its skeleton is as tall. */
export const FIGURE_CARD_MIN_HEIGHT = 124;

export interface FigureCardProps {
  label: string;
  /**
   * The number. An amount in rupiah moves whole to a line of its own on a narrow phone: the no-break space after
   * "Rp" is made an ordinary one, so the amount is never broken inside.
   */
  value: string | number;
  /** What the number asks of the admin, or how it compares, under it. */
  detail?: ReactNode;
  /** Where the admin deals with it; the whole card is the link. */
  to?: string;
  /** Draws the eye: something waits for the admin. */
  isUrgent?: boolean;
}

/**
 * One figure: the number first, what it counts under it. The two are one paragraph ("12 Bukti menunggu
 * validasi"): a big bold number alone in a paragraph would read as a heading that is not marked as one (axe's
 * p-as-heading).
 */
export function FigureCard({ label, value, detail, to, isUrgent = false }: FigureCardProps) {
  const content = (
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
            color: isUrgent ? 'warning.dark' : 'text.primary',
          }}
        >
          {typeof value === 'string' ? value.replace('Rp\u00a0', 'Rp ') : value}
        </Typography>
        <span>{label}</span>
      </Typography>
      {/* Not a paragraph: beside a short figure, a longer paragraph under it makes axe take the figure for a
          heading (p-as-heading). */}
      {detail && (
        <Typography component="div" variant="caption" color="textSecondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        breakInside: 'avoid',
        borderColor: isUrgent ? 'warning.main' : undefined,
        borderWidth: isUrgent ? 2 : 1,
      }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** The places of `count` figures while they load, as tall as the cards that come. */
export function FigureCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Skeleton key={index} variant="rounded" height={FIGURE_CARD_MIN_HEIGHT} />
  ));
}
