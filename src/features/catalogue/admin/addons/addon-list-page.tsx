import type { DataTableSearch } from '@/components/data-table/data-table-types';
import type { CategoryAddon } from '@/lib/api/api-types';
import { paths } from '@/lib/paths';
import { useAddonsQuery, useDeleteAddonMutation } from '@/lib/api/endpoints/catalogue';
import { CatalogueListPage } from '../shared/catalogue-list-page';
import { pricedItemColumns } from '../shared/priced-item-columns';

const columns = pricedItemColumns<CategoryAddon>('Nama Tambahan', {
  key: 'unit',
  header: 'Unit',
  render: (row) => row.unit,
});

const search: DataTableSearch<CategoryAddon> = {
  label: 'Cari tambahan atau kategori',
  textOf: (row) => [row.name, row.category.name, row.unit],
};

export function AddonListPage() {
  const addons = useAddonsQuery();
  const [deleteAddon] = useDeleteAddonMutation();
  return (
    <CatalogueListPage
      title="Tambahan"
      label="Daftar tambahan"
      query={addons}
      columns={columns}
      search={search}
      minWidth={840}
      createTo={paths.dashboard.addonCreate.to()}
      editTo={paths.dashboard.addonEdit.to}
      deleteRow={deleteAddon}
    />
  );
}
