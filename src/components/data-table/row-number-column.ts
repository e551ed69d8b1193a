import type { ColumnBreakpoint, DataTableColumn } from './data-table-types';

/** 'No': the row's position in the filtered list, from 1. Cards on phones leave it out. */
export function rowNumberColumn<Row>(hideBelow?: ColumnBreakpoint): DataTableColumn<Row> {
  return { key: 'no', header: 'No', render: (_row, index) => index + 1, hideBelow, card: 'hidden' };
}
