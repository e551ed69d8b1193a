import Typography from '@mui/material/Typography';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { formatRupiah } from '@/lib/format';
import { catalogueWords } from './catalogue-words';
import type { PricedItem, PricedItemDetail } from './priced-item-kind';

interface ListedKind<Key extends string> {
  noun: string;
  detail: PricedItemDetail<Key>;
}

/** The detail's column: its text, its lines kept where it has several. */
function detailColumn<Item extends PricedItem<Key>, Key extends string>({
  key,
  label,
  multiline,
}: PricedItemDetail<Key>): DataTableColumn<Item> {
  if (!multiline) return { key, header: label, render: (row) => row[key] };
  return {
    key,
    header: label,
    minWidth: 240,
    render: (row) => (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {row[key]}
      </Typography>
    ),
  };
}

/**
 * The columns of a list of packages or add-ons: the row's number, the item's name and category, the detail
 * its kind adds, then the price.
 */
export function pricedItemColumns<Item extends PricedItem<Key>, Key extends string>(
  kind: ListedKind<Key>,
): DataTableColumn<Item>[] {
  return [
    rowNumberColumn('xl'),
    { key: 'name', header: catalogueWords(kind.noun).name, render: (row) => row.name, minWidth: 160, card: 'title' },
    { key: 'category', header: 'Kategori', render: (row) => row.category.name, minWidth: 130 },
    detailColumn(kind.detail),
    { key: 'price', header: 'Harga', render: (row) => formatRupiah(row.price), minWidth: 120 },
  ];
}

/** A list of packages or add-ons is searched by the item's name, its category and its detail. */
export function pricedItemSearch<Item extends PricedItem<Key>, Key extends string>(
  kind: ListedKind<Key>,
): DataTableSearch<Item> {
  return {
    label: `Cari ${kind.noun} atau kategori`,
    textOf: (row) => [row.name, row.category.name, row[kind.detail.key]],
  };
}
