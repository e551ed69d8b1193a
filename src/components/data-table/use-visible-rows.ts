import { useMemo } from 'react';
import type { DataTableSearch } from './data-table-types';

/** The status select's entry that keeps every status. */
export const ALL_STATUSES = '';

interface VisibleRowsOptions<Row> {
  rows: Row[];
  query: string;
  search?: DataTableSearch<Row>;
}

/**
 * The rows the search finds, in the order given. The lower-cased search text of every row is built once per
 * data set, and only once someone searches, so typing only scans strings and a large list shows at once.
 */
export function useFilteredRows<Row>({ rows, query, search }: VisibleRowsOptions<Row>): Row[] {
  const textOf = search?.textOf;
  const isSearching = query.trim() !== '';
  const searchIndex = useMemo(
    () => (textOf && isSearching ? rows.map((row) => textOf(row).join('\u0000').toLowerCase()) : undefined),
    [rows, textOf, isSearching],
  );
  return useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (needle === '') return rows;
    return rows.filter((_row, index) => searchIndex?.[index]?.includes(needle) ?? true);
  }, [rows, query, searchIndex]);
}
