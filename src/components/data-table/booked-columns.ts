import type { DataTableColumn } from './data-table-types';

/** What a booked session names: its category and its package. */
interface Booking {
  category: { name: string };
  categoryPackage: { name: string };
}

/**
 * The 'Kategori' and 'Paket' columns of a list whose rows each book a session (`bookingOf`). Under 1536 px
 * the category leaves the table: the package's name mostly says it.
 */
export function bookedColumns<Row>(bookingOf: (row: Row) => Booking) {
  return {
    category: {
      key: 'category',
      header: 'Kategori',
      render: (row) => bookingOf(row).category.name,
      minWidth: 120,
      hideBelow: 'xl',
    },
    package: { key: 'package', header: 'Paket', render: (row) => bookingOf(row).categoryPackage.name, minWidth: 120 },
  } satisfies Record<string, DataTableColumn<Row>>;
}
