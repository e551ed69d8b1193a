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
  const statusOf = statusFilter?.statusOf;
  return useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (needle === '' && status === ALL_STATUSES) return rows;
    return rows.filter((row, index) => {
      if (status !== ALL_STATUSES && statusOf && statusOf(row) !== status) return false;
      return needle === '' || (searchIndex?.[index]?.includes(needle) ?? true);
    });
  }, [rows, query, status, statusOf, searchIndex]);
}
