import { useMemo } from 'react';
import { DataTablePage, type DataTablePageProps } from '@/components/data-table/data-table-page';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { newestFirst } from '@/lib/rules/ordering';
import { AddDataButton } from './page-actions';
import { RowActions } from './row-actions';

interface CatalogueRow {
  id: number;
  createdAt: string;
}

export interface CatalogueListPageProps<Row extends CatalogueRow> extends Omit<
  DataTablePageProps<Row>,
  'actions' | 'query'
> {
  /** The list query's answer: its rows in any order, shown newest first. */
  list: { data?: Row[]; isLoading: boolean; error?: unknown };
  /** The delete mutation's trigger, which RTK Query keeps stable. */
  deleteRow: (id: number) => { unwrap: () => Promise<{ message: string }> };
  createPath: string;
  editPath: (id: number) => string;
  /** Every column but the last, 'Aksi', which the page adds. Keep it stable (a module constant). */
  columns: DataTableColumn<Row>[];
}

/** A catalogue list (categories, packages, add-ons): 'Tambah Data', and each row's 'Ubah' and 'Hapus'. */
export function CatalogueListPage<Row extends CatalogueRow>({
  list: { data, isLoading, error },
  deleteRow,
  createPath,
  editPath,
  columns,
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
        render: (row) => <RowActions editTo={editPath(row.id)} onDelete={() => deleteRow(row.id).unwrap()} />,
      },
    ],
    [columns, editPath, deleteRow],
  );

  return (
    <DataTablePage
      {...page}
      actions={<AddDataButton to={createPath} />}
      query={{ data: rows, isLoading, error }}
      columns={withActions}
    />
  );
}
