import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { DataTable, type BrowserDataTableProps } from './data-table';

export interface DataTablePageProps<Row extends { id: number }> extends Omit<
  BrowserDataTableProps<Row>,
  'rows' | 'isLoading' | 'error'
> {
  title: string;
  /** Beside the title (a list's 'Tambah Data'). */
  actions?: ReactNode;
  /** The list query's answer: its rows, in the order to show them, and its state. */
  query: { data?: Row[]; isLoading: boolean; error?: unknown };
}

/** An admin list page: its header, then the query's rows in a `DataTable`. */
export function DataTablePage<Row extends { id: number }>({
  title,
  actions,
  query: { data, isLoading, error },
  ...table
}: DataTablePageProps<Row>) {
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <DataTable rows={data} isLoading={isLoading} error={error} {...table} />
    </>
  );
}
