import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { PageHeader } from '@/components/page-header';
import type { CategoryAddon } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAddonsQuery, useDeleteAddonMutation } from '@/features/catalogue/api';
import { newestFirst } from '@/lib/rules/ordering';
import { AddDataButton } from '../shared/page-actions';
import { RowActions } from '../shared/row-actions';

const search: DataTableSearch<CategoryAddon> = {
  label: 'Cari tambahan atau kategori',
  textOf: (row) => [row.name, row.category.name, row.unit],
};

export function AddonListPage() {
  const { data, isLoading, error } = useAddonsQuery();
  const [deleteAddon] = useDeleteAddonMutation();
  const rows = useMemo(() => (data ? newestFirst(data) : undefined), [data]);

  const columns = useMemo<DataTableColumn<CategoryAddon>[]>(
    () => [
      rowNumberColumn('xl'),
      { key: 'name', header: 'Nama Tambahan', render: (row) => row.name, minWidth: 160, card: 'title' },
      { key: 'category', header: 'Kategori', render: (row) => row.category.name, minWidth: 130 },
      { key: 'unit', header: 'Unit', render: (row) => row.unit },
      { key: 'price', header: 'Harga', render: (row) => formatRupiah(row.price), minWidth: 120 },
      {
        key: 'actions',
        header: 'Aksi',
        minWidth: 170,
        card: 'actions',
        render: (row) => (
          <RowActions editTo={paths.dashboard.addonEdit.to(row.id)} onDelete={() => deleteAddon(row.id).unwrap()} />
        ),
      },
    ],
    [deleteAddon],
  );

  return (
    <>
      <PageHeader title="Tambahan" actions={<AddDataButton to={paths.dashboard.addonCreate.to()} />} />
      <DataTable
        label="Daftar tambahan"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        isLoading={isLoading}
        error={error}
        search={search}
        minWidth={840}
      />
    </>
  );
}
