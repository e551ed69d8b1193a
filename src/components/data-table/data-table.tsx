import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState, type Key } from 'react';
import { errorMessage } from '../../lib/api-error';
import { DataTableBody } from './data-table-body';
import { DataTableToolbar } from './data-table-toolbar';
import type { DataTableColumn, DataTableSearch, DataTableStatusFilter } from './data-table-types';
import { ALL_STATUSES, useFilteredRows } from './use-visible-rows';

export const DEFAULT_ROWS_PER_PAGE = 10;
const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** Newest first, as the server sends them; undefined until they arrive. */
  rows: Row[] | undefined;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => Key;
  isLoading?: boolean;
  error?: unknown;
  emptyText?: string;
  /** Keep it stable (a module constant): the search index is rebuilt when it changes. */
  search?: DataTableSearch<Row>;
  /** Keep it stable (a module constant), like `search`. */
  statusFilter?: DataTableStatusFilter<Row>;
  /** The width below which the table scrolls sideways inside its frame rather than squeeze. */
  minWidth?: number;
}

/**
 * A list as every admin screen shows it: search, status filter, pages counted in the browser. Only the
 * current page is rendered, so thousands of rows stay quick.
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  isLoading = false,
  error,
  emptyText = 'Tidak ada data',
  search,
  statusFilter,
  minWidth = 760,
}: DataTableProps<Row>) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState(ALL_STATUSES);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  const deferredQuery = useDeferredValue(query);
  const filtered = useFilteredRows({ rows: rows ?? [], query: deferredQuery, status, search, statusFilter });

  const lastPage = Math.max(0, Math.ceil(filtered.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const offset = currentPage * rowsPerPage;
  const pageRows = filtered.slice(offset, offset + rowsPerPage);

  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ py: 4 }}>
        {errorMessage(error)}
      </Typography>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <DataTableToolbar
        searchLabel={search?.label}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          setPage(0);
        }}
        statusLabel={statusFilter?.label}
        allStatusesLabel={statusFilter?.allLabel}
        statusOptions={statusFilter?.options}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      {isLoading && <LinearProgress aria-label="Memuat…" sx={{ mb: 1 }} />}
      {/* A table wider than its card scrolls inside it: the scrolling region is focusable, so keyboards can scroll it too. */}
      <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
        <Table size="small" aria-label={label} aria-busy={isLoading} sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <DataTableBody
            columns={columns}
            rows={pageRows}
            offset={offset}
            rowKey={rowKey}
            isLoading={isLoading}
            emptyText={emptyText}
          />
        </Table>
      </TableContainer>
      {!isLoading && filtered.length > 0 && (
        <TablePagination
          component="div"
          count={filtered.length}
          page={currentPage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </Paper>
  );
}
