import Typography from '@mui/material/Typography';
import { PlainList } from '../plain-list';
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
  isBusy,
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
    <PlainList label={label} isBusy={isBusy} spacing={1.5}>
      {isLoading
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => <SkeletonCard key={index} places={places} />)
        : rows.map((row, index) => <DataTableCard key={row.id} row={row} index={offset + index} places={places} />)}
    </PlainList>
  );
}
