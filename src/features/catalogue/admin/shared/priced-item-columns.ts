import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import type { CategoryAddon, CategoryPackage } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';

/**
 * The columns of a list of packages or add-ons: the row's number, the item's name (headed `nameHeader`)
 * and category, the `detail` column each kind has of its own, then the price.
 */
export function pricedItemColumns<Row extends CategoryPackage | CategoryAddon>(
  nameHeader: string,
  detail: DataTableColumn<Row>,
): DataTableColumn<Row>[] {
  return [
    rowNumberColumn('xl'),
    { key: 'name', header: nameHeader, render: (row) => row.name, minWidth: 160, card: 'title' },
    { key: 'category', header: 'Kategori', render: (row) => row.category.name, minWidth: 130 },
    detail,
    { key: 'price', header: 'Harga', render: (row) => formatRupiah(row.price), minWidth: 120 },
  ];
}
