import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import { DataTableCards } from './data-table-cards';
import { DataTableTable } from './data-table-table';
import { DataTableToolbar } from './data-table-toolbar';
import type { DataTableColumn, DataTableRow, DataTableSearch, DataTableStatusFilter } from './data-table-types';
import { useDataTableLayout } from './use-data-table-layout';
import { ALL_STATUSES, useFilteredRows } from './use-visible-rows';

export const DEFAULT_ROWS_PER_PAGE = 10;
const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];
/** A table shares one card with its toolbar and pages; on phones each row is a card of its own, so nothing frames them. */
const TABLE_FRAME = { p: 2, minWidth: 0 };
const CARDS_FRAME = { border: 0, bgcolor: 'transparent' };

export interface DataTableProps<Row extends DataTableRow> {
  /** The table's accessible name. */
  label: string;
  /** Newest first, as the server sends them; undefined until they arrive. */
  rows: Row[] | undefined;
  columns: DataTableColumn<Row>[];
  isLoading?: boolean;
  error?: unknown;
  emptyText?: string;
  /** Keep it stable (a module constant): the search index is rebuilt when it changes. */
  search?: DataTableSearch<Row>;
  /** Keep it stable (a module constant), like `search`. */
  statusFilter?: DataTableStatusFilter<Row>;
  /** The chosen status, when the page keeps it (e.g. in the address); the table keeps its own otherwise. */
  status?: string;
  onStatusChange?: (status: string) => void;
  /** The width below which the table scrolls sideways inside its frame rather than squeeze. */
  minWidth?: number;
}

/**
 * A list as every admin screen shows it: search, status filter, pages counted in the browser. Only the
 * current page is rendered, so thousands of rows stay quick. Phones get a card per row (see `CardPlace`);
 * wider screens a table, without the columns marked for wider screens still (`hideBelow`).
 */
export function DataTable<Row extends DataTableRow>({
  label,
  rows,
  columns,
  isLoading = false,
  error,
  emptyText = 'Tidak ada data',
  search,
  statusFilter,
  minWidth = 760,
  status: chosenStatus,
  onStatusChange,
}: DataTableProps<Row>) {
  const [query, setQuery] = useState('');
  const [ownStatus, setOwnStatus] = useState(ALL_STATUSES);
  const status = chosenStatus ?? ownStatus;
  const setStatus = onStatusChange ?? setOwnStatus;
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  const deferredQuery = useDeferredValue(query);
  const { isCards, tableColumns } = useDataTableLayout(columns);
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

  const shown = { rows: pageRows, offset, isLoading, emptyText };
  return (
    <Paper variant="outlined" sx={isCards ? CARDS_FRAME : TABLE_FRAME}>
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
      {isCards ? (
        <DataTableCards label={label} columns={columns} {...shown} />
      ) : (
        <DataTableTable label={label} columns={tableColumns} minWidth={minWidth} {...shown} />
      )}
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
