import type { Key, ReactNode } from 'react';
import type { Pagination } from '@/lib/api/api-types';

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
  /** What the column shows while the rows load, the size of what comes (switches, buttons); a line of text by default. */
  skeleton?: ReactNode;
}

/** An entry of the status select: the value the server filters by, and its label. */
interface StatusFilterOption {
  value: string;
  label: string;
}

/** The status select above a list the server filters: its label, its "no filter" entry's label and its entries. */
export interface StatusSelect {
  label: string;
  /** The "no filter" entry's label. */
  allLabel: string;
  options: StatusFilterOption[];
}

/** The search box above a list: its label. */
export interface SearchBox {
  label: string;
}

/** The search box of a list searched in the browser: it also says what each row is searched by. */
export interface DataTableSearch<Row> extends SearchBox {
  /** The texts a query is looked for in, case-insensitively. */
  textOf: (row: Row) => (string | number)[];
}

/**
 * A list the server pages, searches and filters (`useServerPaging`): the controls, held outside the table, and
 * where the rows shown sit.
 */
export interface ServerPaging {
  /** The last answer's page (the rows shown): its place, and how many rows match in all. Undefined before it. */
  shown: Pagination | undefined;
  /** The page asked for, from 0: it shows in the pagination at once, its rows once they arrive. */
  page: number;
  rowsPerPage: number;
  /** The search as typed. */
  query: string;
  /** The status select's entry; `ALL_STATUSES` for none. */
  status: string;
  /** Another page, search or status is loading; the rows shown are the last answer's meanwhile. */
  isFetching: boolean;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  onQueryChange: (query: string) => void;
  onStatusChange: (status: string) => void;
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
  /** Nothing to show yet: placeholder rows instead. */
  isLoading: boolean;
  /** The rows shown are about to be replaced (another page is loading). */
  isBusy: boolean;
  emptyText: string;
}
