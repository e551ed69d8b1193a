import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DataTableBody } from './data-table-body';
import type { DataTablePageProps, DataTableRow } from './data-table-types';

interface DataTableTableProps<Row extends DataTableRow> extends DataTablePageProps<Row> {
  /** The table's accessible name. */
  label: string;
  minWidth: number;
}

/** The rows of one page as a table, which scrolls inside its card rather than squeeze below `minWidth`. */
export function DataTableTable<Row extends DataTableRow>({
  label,
  columns,
  rows,
  offset,
  isLoading,
  isBusy,
  emptyText,
  minWidth,
}: DataTableTableProps<Row>) {
  return (
    // The scrolling region is focusable, so keyboards can scroll it too.
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      <Table size="small" aria-label={label} aria-busy={isBusy} sx={{ minWidth, '& .MuiTableCell-root': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <DataTableBody columns={columns} rows={rows} offset={offset} isLoading={isLoading} emptyText={emptyText} />
      </Table>
    </TableContainer>
  );
}
