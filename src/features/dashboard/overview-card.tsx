import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface OverviewCardProps {
  label: string;
  value: ReactNode;
  /** What the number asks of the admin, under it. */
  hint?: string;
  /** Where the admin deals with it; the whole card is the link. */
  to?: string;
  /** Draws the eye: something waits for the admin. */
  isUrgent?: boolean;
}

export const OVERVIEW_CARD_MIN_HEIGHT = 116;

/**
 * One figure of the overview: the number first, what it counts under it. The two are one paragraph ("12 Bukti
 * menunggu validasi"): a big bold number alone in a paragraph would read as a heading that is not marked as
 * one (axe's p-as-heading).
 */
export function OverviewCard({ label, value, hint, to, isUrgent = false }: OverviewCardProps) {
  const content = (
    <CardContent sx={{ minHeight: OVERVIEW_CARD_MIN_HEIGHT, p: { xs: 1.5, sm: 2 } }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        <Typography
          component="span"
          variant="h5"
          sx={{
            display: 'block',
            mb: 0.5,
            fontSize: { xs: '1.125rem', sm: '1.5rem' },
            fontWeight: 700,
            overflowWrap: 'anywhere',
            color: isUrgent ? 'warning.dark' : 'text.primary',
          }}
        >
          {value}
        </Typography>
        <span>{label}</span>
      </Typography>
      {/* Not a paragraph: beside a short figure, a longer paragraph under it makes axe take the figure for a
          heading (p-as-heading). */}
      {hint && (
        <Typography component="div" variant="caption" color="textSecondary">
          {hint}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderColor: isUrgent ? 'warning.main' : undefined, borderWidth: isUrgent ? 2 : 1 }}
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
