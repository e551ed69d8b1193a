import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: string;
  /** What the cell shows; `index` is the row's position in the filtered list, from 0. */
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keeps a column from squeezing its content, e.g. action buttons. */
  minWidth?: number;
}

export interface StatusFilterOption {
  value: string;
  label: string;
}

export interface DataTableStatusFilter<Row> {
  label: string;
  /** The "no filter" entry's label. */
  allLabel: string;
  options: StatusFilterOption[];
  statusOf: (row: Row) => string;
}

export interface DataTableSearch<Row> {
  label: string;
  /** The texts a query is looked for in, case-insensitively. */
  textOf: (row: Row) => (string | number)[];
}
