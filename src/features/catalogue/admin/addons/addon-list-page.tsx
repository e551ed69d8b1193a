import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import type { CategoryAddon } from '@/lib/api/api-types';
import { useAddonsQuery, useDeleteAddonMutation } from '@/lib/api/endpoints/catalogue';
import { formatRupiah } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { CatalogueListPage } from '../shared/catalogue-list-page';

const columns: DataTableColumn<CategoryAddon>[] = [
  rowNumberColumn('xl'),
  { key: 'name', header: 'Nama Tambahan', render: (row) => row.name, minWidth: 160, card: 'title' },
  { key: 'category', header: 'Kategori', render: (row) => row.category.name, minWidth: 130 },
  { key: 'unit', header: 'Unit', render: (row) => row.unit },
  { key: 'price', header: 'Harga', render: (row) => formatRupiah(row.price), minWidth: 120 },
];

const search: DataTableSearch<CategoryAddon> = {
  label: 'Cari tambahan atau kategori',
  textOf: (row) => [row.name, row.category.name, row.unit],
};

/** The admin's add-ons: name, category, the unit the price is per, and price. */
export function AddonListPage() {
  const list = useAddonsQuery();
  const [deleteAddon] = useDeleteAddonMutation();
  return (
    <CatalogueListPage
      title="Tambahan"
      label="Daftar tambahan"
      list={list}
      deleteRow={deleteAddon}
      createPath={appRoutes.dashboard.addonCreate.to()}
      editPath={appRoutes.dashboard.addonEdit.to}
      columns={columns}
      search={search}
      minWidth={840}
    />
  );
}
