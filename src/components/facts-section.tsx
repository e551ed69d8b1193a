import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailList, type DetailItem } from './detail-list';

interface FactsSectionProps {
  title: string;
  items: DetailItem[];
  /** What follows the facts (an action). */
  children?: ReactNode;
}

/** A titled box of a detail page: an outlined sheet with its heading, the facts, then `children`. */
export function FactsSection({ title, items, children }: FactsSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <DetailList items={items} />
      {children}
    </Paper>
  );
}
