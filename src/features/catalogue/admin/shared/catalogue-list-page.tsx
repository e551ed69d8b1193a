import { useMemo } from 'react';
import { DataTablePage } from '@/components/data-table/data-table-page';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import type { ApiEnvelope } from '@/lib/api/api';
import { newestFirst } from '@/lib/rules/ordering';
import { catalogueWords } from './catalogue-words';
import { AddDataButton } from './page-actions';
import { RowActions } from './row-actions';

interface CatalogueRow {
  id: number;
  createdAt: string;
}

/** What an RTK Query read hook answers. */
export interface QueryState<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
}

/** What an RTK Query mutation hook answers first: the trigger, whose request unwraps into the server's answer. */
export type Trigger<Argument, Answer> = readonly [
  (argument: Argument) => { unwrap: () => Promise<Answer> },
  ...unknown[],
];

/** A catalogue resource the admin keeps (categories, packages, add-ons): its name, pages, list and delete. */
export interface CatalogueKind<Row> {
  /** The resource in a sentence: 'kategori', 'paket', 'tambahan'; the pages' words come from it. */
  noun: string;
  paths: { create: string; edit: (id: number) => string };
  api: {
    /** The list query: its rows in any order, shown newest first. */
    useList: () => QueryState<Row[]>;
    useDelete: () => Trigger<number, ApiEnvelope<null>>;
  };
}

export interface CatalogueListPageProps<Row extends CatalogueRow> {
  /** Keep it stable (a module constant). */
  kind: CatalogueKind<Row>;
  /** Every column but the last, 'Aksi', which the page adds. Keep it stable (a module constant). */
  columns: DataTableColumn<Row>[];
  /** Keep it stable (a module constant). */
  search: DataTableSearch<Row>;
  minWidth: number;
}

/** A catalogue list (categories, packages, add-ons): 'Tambah Data', and each row's 'Ubah' and 'Hapus'. */
export function CatalogueListPage<Row extends CatalogueRow>({
  kind: { noun, paths, api },
  columns,
  ...table
}: CatalogueListPageProps<Row>) {
  const { data, isLoading, error } = api.useList();
  const [deleteRow] = api.useDelete();
  const words = catalogueWords(noun);
  const rows = useMemo(() => (data ? newestFirst(data) : undefined), [data]);
  const withActions = useMemo<DataTableColumn<Row>[]>(
    () => [
      ...columns,
      {
        key: 'actions',
        header: 'Aksi',
        minWidth: 170,
        card: 'actions',
        render: (row) => <RowActions editTo={paths.edit(row.id)} onDelete={() => deleteRow(row.id).unwrap()} />,
      },
    ],
    [columns, paths, deleteRow],
  );

  return (
    <DataTablePage
      {...table}
      title={words.title}
      label={words.list}
      actions={<AddDataButton to={paths.create} />}
      query={{ data: rows, isLoading, error }}
      columns={withActions}
    />
  );
}
