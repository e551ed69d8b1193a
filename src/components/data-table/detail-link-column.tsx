import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from './data-table-types';

/** 'Aksi': a "Detail" link to the row's own page; on phones it sits at the card's bottom. */
export function detailLinkColumn<Row>(pageOf: (row: Row) => string): DataTableColumn<Row> {
  return {
    key: 'detail',
    header: 'Aksi',
    card: 'actions',
    render: (row) => (
      <Button component={RouterLink} to={pageOf(row)} size="small" color="secondary">
        Detail
      </Button>
    ),
  };
}
