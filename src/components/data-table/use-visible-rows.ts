import { useMemo } from 'react';
import type { DataTableSearch, DataTableStatusFilter } from './data-table-types';

export const ALL_STATUSES = '';

interface VisibleRowsOptions<Row> {
  rows: Row[];
  query: string;
  status: string;
  search?: DataTableSearch<Row>;
  statusFilter?: DataTableStatusFilter<Row>;
}

const anyStatus = () => true;

/** Whether a row belongs to the chosen entry of the status filter: its own rule, or its status. */
function statusPredicate<Row>(
  statusFilter: DataTableStatusFilter<Row> | undefined,
  status: string,
): (row: Row) => boolean {
  if (!statusFilter || status === ALL_STATUSES) return anyStatus;
  const choice = statusFilter.options.find((option) => option.value === status);
  if (choice?.matches) return choice.matches;
  return (row) => statusFilter.statusOf(row) === status;
}

/**
 * The rows left after the search and the status filter, in the order given. The lower-cased search
 * text of every row is built once per data set, and only once someone searches, so typing only scans
 * strings and a large list shows at once.
 */
export function useFilteredRows<Row>({ rows, query, status, search, statusFilter }: VisibleRowsOptions<Row>): Row[] {
  const textOf = search?.textOf;
  const isSearching = query.trim() !== '';
  const searchIndex = useMemo(
    () => (textOf && isSearching ? rows.map((row) => textOf(row).join('\u0000').toLowerCase()) : undefined),
    [rows, textOf, isSearching],
  );
  const hasStatus = useMemo(() => statusPredicate(statusFilter, status), [statusFilter, status]);
  return useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (needle === '' && status === ALL_STATUSES) return rows;
    return rows.filter((row, index) => {
      if (!hasStatus(row)) return false;
      return needle === '' || (searchIndex?.[index]?.includes(needle) ?? true);
    });
  }, [rows, query, status, hasStatus, searchIndex]);
}
