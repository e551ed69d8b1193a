import type { Key, ReactNode } from 'react';

/** The MUI breakpoints from which a column has room in the table (1200 and 1536 px wide screens). */
export type ColumnBreakpoint = 'lg' | 'xl';

/**
 * Where a column goes in a row's card on phones: `title` names the card (its accessible name too),
 * `aside` sits beside the title (a status chip), `actions` goes at the card's bottom, `hidden` is left
 * out. A column without one shows as a label (its header) and a value.
 */
export type CardPlace = 'title' | 'aside' | 'actions' | 'hidden';

export interface DataTableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: string;
  /** What the cell shows; `index` is the row's position in the filtered list, from 0. */
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keeps a column from squeezing its content, e.g. action buttons. */
  minWidth?: number;
  /** Leaves a column of less value out of the table on screens narrower than this breakpoint. */
  hideBelow?: ColumnBreakpoint;
  card?: CardPlace;
}

export interface StatusFilterOption<Row = never> {
  value: string;
  label: string;
  /** Which rows the entry keeps, when that is more than `statusOf(row) === value`. */
  matches?: (row: Row) => boolean;
}

export interface DataTableStatusFilter<Row> {
  label: string;
  /** The "no filter" entry's label. */
  allLabel: string;
  options: StatusFilterOption<Row>[];
  statusOf: (row: Row) => string;
}

export interface DataTableSearch<Row> {
  label: string;
  /** The texts a query is looked for in, case-insensitively. */
  textOf: (row: Row) => (string | number)[];
}

/** A table's row: a record, keyed by its id. */
export interface DataTableRow {
  id: Key;
}

/** What each way of showing one page of rows (table body, table, cards) is given. */
export interface DataTablePageProps<Row extends DataTableRow> {
  /** The columns this screen has room for. */
  columns: DataTableColumn<Row>[];
  /** The current page's rows. */
  rows: Row[];
  /** The position of the page's first row in the filtered list. */
  offset: number;
  isLoading: boolean;
  emptyText: string;
}
