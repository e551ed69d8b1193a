import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DataTablePageProps, DataTableRow } from './data-table-types';

const SKELETON_ROWS = 5;

/** The rows of one page, placeholder rows while loading, or the empty text. */
export function DataTableBody<Row extends DataTableRow>({
  columns,
  rows,
  offset,
  isLoading,
  emptyText,
}: Omit<DataTablePageProps<Row>, 'isBusy'>) {
  if (isLoading) {
    return (
      <TableBody>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.skeleton ?? <Skeleton variant="text" />}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    );
  }
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={columns.length}>
            <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
              {emptyText}
            </Typography>
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody>
      {rows.map((row, index) => (
        <TableRow key={row.id} hover>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align} sx={{ minWidth: column.minWidth }}>
              {column.render(row, offset + index)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}
