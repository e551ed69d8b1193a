import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  isNumber?: boolean;
}

export interface ReportTableProps<Row> {
  /** Names the table for screen readers (the chart's title). */
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/** A chart's numbers as a small table: what a screen reader reads, what a phone scrolls within, what is printed. */
export function ReportTable<Row>({ label, columns, rows, rowKey }: ReportTableProps<Row>) {
  return (
    // A long table scrolls within its card: the keyboard can reach it to scroll it (tabIndex).
    <TableContainer tabIndex={0} sx={{ maxHeight: 360, '@media print': { maxHeight: 'none' } }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map(({ header, isNumber }) => (
              <TableCell key={header} align={isNumber ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map(({ header, cell, isNumber }) => (
                <TableCell
                  key={header}
                  align={isNumber ? 'right' : 'left'}
                  sx={{ whiteSpace: isNumber ? 'nowrap' : undefined }}
                >
                  {cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
