import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/** One fact of a card: what it is, and its value. */
export interface CardFact {
  /** Tells the facts apart when two share a label; the label otherwise. */
  key?: string;
  label: string;
  value: ReactNode;
}

/** A card's facts as a two-column description list: the labels in a narrow column, the values wrapping beside them. */
export function CardFacts({ facts, marginTop = 0 }: { facts: CardFact[]; marginTop?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(88px, max-content) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        mt: marginTop,
        mb: 0,
      }}
    >
      {facts.map((fact) => (
        <Fragment key={fact.key ?? fact.label}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
