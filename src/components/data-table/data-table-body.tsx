import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Key } from 'react';
import type { DataTableColumn } from './data-table-types';

export const SKELETON_ROWS = 5;

interface DataTableBodyProps<Row> {
  columns: DataTableColumn<Row>[];
  /** The current page's rows. */
  rows: Row[];
  /** The position of the page's first row in the filtered list. */
  offset: number;
  rowKey: (row: Row) => Key;
  isLoading: boolean;
  emptyText: string;
}

/** The rows of one page, placeholder rows while loading, or the empty text. */
export function DataTableBody<Row>({ columns, rows, offset, rowKey, isLoading, emptyText }: DataTableBodyProps<Row>) {
  if (isLoading) {
    return (
      <TableBody>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell key={column.key}>
                <Skeleton variant="text" />
              </TableCell>
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
        <TableRow key={rowKey(row)} hover>
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
