import Typography from '@mui/material/Typography';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import type { CategoryPackage } from '@/lib/api/api-types';
import { useDeletePackageMutation, usePackagesQuery } from '@/lib/api/endpoints/catalogue';
import { formatRupiah } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { CatalogueListPage } from '../shared/catalogue-list-page';

const columns: DataTableColumn<CategoryPackage>[] = [
  rowNumberColumn('xl'),
  { key: 'name', header: 'Nama Paket', render: (row) => row.name, minWidth: 160, card: 'title' },
  { key: 'category', header: 'Kategori', render: (row) => row.category.name, minWidth: 110 },
  {
    key: 'description',
    header: 'Deskripsi',
    minWidth: 220,
    render: (row) => (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {row.description}
      </Typography>
    ),
  },
  { key: 'price', header: 'Harga', render: (row) => formatRupiah(row.price), minWidth: 120 },
  { key: 'editedQuota', header: 'Foto Edit', render: (row) => row.editedQuota, align: 'right', minWidth: 80 },
];

const search: DataTableSearch<CategoryPackage> = {
  label: 'Cari paket atau kategori',
  textOf: (row) => [row.name, row.category.name, row.description],
};

/** The admin's packages: name, category, description (one point a line), price and edited photos. */
export function PackageListPage() {
  const list = usePackagesQuery();
  const [deletePackage] = useDeletePackageMutation();
  return (
    <CatalogueListPage
      title="Paket"
      label="Daftar paket"
      list={list}
      deleteRow={deletePackage}
      createPath={appRoutes.dashboard.packageCreate.to()}
      editPath={appRoutes.dashboard.packageEdit.to}
      columns={columns}
      search={search}
      minWidth={840}
    />
  );
}
