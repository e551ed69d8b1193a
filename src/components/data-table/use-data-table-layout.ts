import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DataTableColumn } from './data-table-types';

export interface DataTableLayout<Row> {
  /** Below MUI's `sm` breakpoint every row is a card. */
  isCards: boolean;
  /** The columns the table has room for on this screen. */
  tableColumns: DataTableColumn<Row>[];
}

/**
 * How a list shows on this screen: cards on phones, a table elsewhere, without the columns meant only
 * for wider screens. Without matchMedia (jsdom) the screen counts as a wide one: a table of every column.
 */
export function useDataTableLayout<Row>(columns: DataTableColumn<Row>[]): DataTableLayout<Row> {
  const { breakpoints } = useTheme();
  const isCards = useMediaQuery(breakpoints.down('sm'));
  const fitsLg = useMediaQuery(breakpoints.up('lg'), { defaultMatches: true });
  const fitsXl = useMediaQuery(breakpoints.up('xl'), { defaultMatches: true });
  const tableColumns = columns.filter((column) => {
    if (column.hideBelow === 'lg') return fitsLg;
    if (column.hideBelow === 'xl') return fitsXl;
    return true;
  });
  return { isCards, tableColumns };
}
