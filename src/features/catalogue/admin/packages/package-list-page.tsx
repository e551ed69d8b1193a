import Typography from '@mui/material/Typography';
import type { DataTableSearch } from '@/components/data-table/data-table-types';
import type { CategoryPackage } from '@/lib/api/api-types';
import { paths } from '@/lib/paths';
import { useDeletePackageMutation, usePackagesQuery } from '@/lib/api/endpoints/catalogue';
import { CatalogueListPage } from '../shared/catalogue-list-page';
import { pricedItemColumns } from '../shared/priced-item-columns';

const columns = pricedItemColumns<CategoryPackage>('Nama Paket', {
  key: 'description',
  header: 'Deskripsi',
  minWidth: 240,
  render: (row) => (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
      {row.description}
    </Typography>
  ),
});

const search: DataTableSearch<CategoryPackage> = {
  label: 'Cari paket atau kategori',
  textOf: (row) => [row.name, row.category.name, row.description],
};

export function PackageListPage() {
  const packages = usePackagesQuery();
  const [deletePackage] = useDeletePackageMutation();
  return (
    <CatalogueListPage
      title="Paket"
      label="Daftar paket"
      query={packages}
      columns={columns}
      search={search}
      minWidth={840}
      createTo={paths.dashboard.packageCreate.to()}
      editTo={paths.dashboard.packageEdit.to}
      deleteRow={deletePackage}
    />
  );
}
