import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardColumnsOf, DataTableCard, SkeletonCard } from './data-table-card';
import type { DataTablePageProps, DataTableRow } from './data-table-types';

/** A phone's screen holds about three cards. */
export const SKELETON_CARDS = 3;

interface DataTableCardsProps<Row extends DataTableRow> extends DataTablePageProps<Row> {
  /** The list's accessible name. */
  label: string;
}

/** The rows of one page as a list of cards, placeholder cards while loading, or the empty text. */
export function DataTableCards<Row extends DataTableRow>({
  label,
  columns,
  rows,
  offset,
  isLoading,
  emptyText,
}: DataTableCardsProps<Row>) {
  const places = cardColumnsOf(columns);
  if (!isLoading && rows.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    // The list role is explicit: Safari drops it from lists styled without bullets.
    <Stack
      component="ul"
      role="list"
      aria-label={label}
      aria-busy={isLoading}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {isLoading
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => <SkeletonCard key={index} places={places} />)
        : rows.map((row, index) => <DataTableCard key={row.id} row={row} index={offset + index} places={places} />)}
    </Stack>
  );
}
