import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { PageHeader } from '@/components/page-header';
import type { CategoryPackage } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDeletePackageMutation, usePackagesQuery } from '@/features/catalogue/api';
import { newestFirst } from '@/lib/rules/ordering';
import { AddDataButton } from '../shared/page-actions';
import { RowActions } from '../shared/row-actions';

const search: DataTableSearch<CategoryPackage> = {
  label: 'Cari paket atau kategori',
  textOf: (row) => [row.name, row.category.name, row.description],
};

export function PackageListPage() {
  const { data, isLoading, error } = usePackagesQuery();
  const [deletePackage] = useDeletePackageMutation();
  const rows = useMemo(() => (data ? newestFirst(data) : undefined), [data]);

  const columns = useMemo<DataTableColumn<CategoryPackage>[]>(
    () => [
      rowNumberColumn('xl'),
      { key: 'name', header: 'Nama Paket', render: (row) => row.name, minWidth: 160, card: 'title' },
      { key: 'category', header: 'Kategori', render: (row) => row.category.name, minWidth: 130 },
      {
        key: 'description',
        header: 'Deskripsi',
        minWidth: 240,
        render: (row) => (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {row.description}
          </Typography>
        ),
      },
      { key: 'price', header: 'Harga', render: (row) => formatRupiah(row.price), minWidth: 120 },
      {
        key: 'actions',
        header: 'Aksi',
        minWidth: 170,
        card: 'actions',
        render: (row) => (
          <RowActions editTo={paths.dashboard.packageEdit.to(row.id)} onDelete={() => deletePackage(row.id).unwrap()} />
        ),
      },
    ],
    [deletePackage],
  );

  return (
    <>
      <PageHeader title="Paket" actions={<AddDataButton to={paths.dashboard.packageCreate.to()} />} />
      <DataTable
        label="Daftar paket"
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
