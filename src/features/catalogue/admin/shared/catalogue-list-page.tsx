import { useMemo } from 'react';
import { DataTablePage } from '@/components/data-table/data-table-page';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { newestFirst } from '@/lib/rules/ordering';
import { AddDataButton } from './page-actions';
import { RowActions } from './row-actions';

interface CatalogueRow {
  id: number;
  createdAt: string;
}

export interface CatalogueListPageProps<Row extends CatalogueRow> {
  title: string;
  /** The table's accessible name. */
  label: string;
  /** The list query's answer: its rows in any order, shown newest first. */
  query: { data?: readonly Row[]; isLoading: boolean; error?: unknown };
  /** Every column but the last, 'Aksi', which the page adds. Keep it stable (a module constant). */
  columns: DataTableColumn<Row>[];
  /** Keep it stable (a module constant). */
  search: DataTableSearch<Row>;
  minWidth: number;
  /** The create page, for 'Tambah Data'. */
  createTo: string;
  /** A row's edit page, for 'Ubah'. */
  editTo: (id: number) => string;
  /** The delete mutation's trigger, for 'Hapus'. */
  deleteRow: (id: number) => { unwrap: () => Promise<{ message: string }> };
}

/** A catalogue list (categories, packages, add-ons): 'Tambah Data', and each row's 'Ubah' and 'Hapus'. */
export function CatalogueListPage<Row extends CatalogueRow>({
  query: { data, isLoading, error },
  columns,
  createTo,
  editTo,
  deleteRow,
  ...page
}: CatalogueListPageProps<Row>) {
  const rows = useMemo(() => (data ? newestFirst(data) : undefined), [data]);
  const withActions = useMemo<DataTableColumn<Row>[]>(
    () => [
      ...columns,
      {
        key: 'actions',
        header: 'Aksi',
        minWidth: 170,
        card: 'actions',
        render: (row) => <RowActions editTo={editTo(row.id)} onDelete={() => deleteRow(row.id).unwrap()} />,
      },
    ],
    [columns, editTo, deleteRow],
  );

  return (
    <DataTablePage
      {...page}
      actions={<AddDataButton to={createTo} />}
      query={{ data: rows, isLoading, error }}
      columns={withActions}
    />
  );
}
