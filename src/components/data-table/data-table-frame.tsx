import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api/api-error';
import { DataTableCards } from './data-table-cards';
import { DataTableTable } from './data-table-table';
import { DataTableToolbar, type DataTableToolbarProps } from './data-table-toolbar';
import type { DataTableColumn, DataTableRow } from './data-table-types';
import { useDataTableLayout } from './use-data-table-layout';

const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];
/** A table shares one card with its toolbar and pages; on phones each row is a card of its own, so nothing frames them. */
const TABLE_FRAME = { p: 2, minWidth: 0 };
const CARDS_FRAME = { border: 0, bgcolor: 'transparent' };
/** Over the rows rather than above them, so that the list does not move when a next page starts loading. */
const REFRESHING_BAR = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 } as const;

export interface DataTableFrameProps<Row extends DataTableRow> {
  label: string;
  columns: DataTableColumn<Row>[];
  minWidth: number;
  emptyText: string;
  error: unknown;
  /** The page's rows. */
  rows: Row[];
  /** The position of the page's first row in the whole (filtered) list. */
  offset: number;
  /** How many rows the whole (filtered) list has. */
  total: number;
  /** Nothing to show yet: placeholder rows, a progress bar above them, no pagination. */
  isLoading: boolean;
  /** Other rows are loading: the rows shown stay, with a progress bar over them. */
  isRefreshing: boolean;
  /** From 0. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  toolbar: DataTableToolbarProps;
}

/**
 * What every list shows, wherever its rows are paged: the toolbar, the rows of one page (cards on phones, a
 * table elsewhere, without the columns marked for wider screens still), the progress while loading, the pagination.
 */
export function DataTableFrame<Row extends DataTableRow>({
  label,
  columns,
  minWidth,
  emptyText,
  error,
  rows,
  offset,
  total,
  isLoading,
  isRefreshing,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  toolbar,
}: DataTableFrameProps<Row>) {
  const { isCards, tableColumns } = useDataTableLayout(columns);

  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ py: 4 }}>
        {errorMessage(error)}
      </Typography>
    );
  }

  const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  const shown = { rows, offset, isLoading, isBusy: isLoading || isRefreshing, emptyText };
  return (
    <Paper variant="outlined" sx={isCards ? CARDS_FRAME : TABLE_FRAME}>
      <DataTableToolbar {...toolbar} />
      {isLoading && <LinearProgress aria-label="Memuat…" sx={{ mb: 1 }} />}
      <Box sx={{ position: 'relative' }}>
        {isRefreshing && !isLoading && <LinearProgress aria-label="Memuat…" sx={REFRESHING_BAR} />}
        {isCards ? (
          <DataTableCards label={label} columns={columns} {...shown} />
        ) : (
          <DataTableTable label={label} columns={tableColumns} minWidth={minWidth} {...shown} />
        )}
      </Box>
      {!isLoading && total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => onPageChange(next)}
          onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </Paper>
  );
}
