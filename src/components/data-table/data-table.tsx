import { useDeferredValue, useEffect, useState } from 'react';
import { DataTableFrame } from './data-table-frame';
import type {
  DataTableColumn,
  DataTableRow,
  DataTableSearch,
  SearchBox,
  ServerPaging,
  StatusSelect,
} from './data-table-types';
import { useFilteredRows } from './use-visible-rows';

export const DEFAULT_ROWS_PER_PAGE = 10;

interface DataTableCommonProps<Row extends DataTableRow> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  /** Nothing has arrived yet. */
  isLoading?: boolean;
  error?: unknown;
  emptyText?: string;
  /** The width below which the table scrolls sideways inside its frame rather than squeeze. */
  minWidth?: number;
}

/** A list the browser pages and searches: every row is given. */
export interface BrowserDataTableProps<Row extends DataTableRow> extends DataTableCommonProps<Row> {
  /** Newest first, as the server sends them; undefined until they arrive. */
  rows: Row[] | undefined;
  /** Keep it stable (a module constant): the search index is rebuilt when it changes. */
  search?: DataTableSearch<Row>;
  server?: undefined;
}

/** A list the server pages, searches and filters: the rows of one page, and the controls held outside. */
export interface ServerDataTableProps<Row extends DataTableRow> extends DataTableCommonProps<Row> {
  /** The page's rows, as the server answered them (the last answer's while another loads). */
  rows: Row[] | undefined;
  search?: SearchBox;
  statusFilter?: StatusSelect;
  server: ServerPaging;
}

export type DataTableProps<Row extends DataTableRow> = BrowserDataTableProps<Row> | ServerDataTableProps<Row>;

/**
 * A list as every admin screen shows it: search, pages and, for a list the server filters, a status select.
 * Either the browser pages and searches the rows it is given (only the current page is rendered, so thousands
 * of rows stay quick), or, with `server`, the server does and the table shows the page it answered. Phones get a card per row (see `CardPlace`); wider screens a
 * table, without the columns marked for wider screens still (`hideBelow`).
 */
export function DataTable<Row extends DataTableRow>(props: DataTableProps<Row>) {
  return props.server ? <ServerPagedTable {...props} server={props.server} /> : <BrowserPagedTable {...props} />;
}

/** What every list hands its frame alike, with the defaults of what it was not given. */
function commonFrameProps<Row extends DataTableRow>({
  label,
  columns,
  isLoading = false,
  error,
  emptyText = 'Tidak ada data',
  minWidth = 760,
}: DataTableCommonProps<Row>) {
  return { label, columns, isLoading, error, emptyText, minWidth };
}

function BrowserPagedTable<Row extends DataTableRow>(props: BrowserDataTableProps<Row>) {
  const { rows, search } = props;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  const deferredQuery = useDeferredValue(query);
  const filtered = useFilteredRows({ rows: rows ?? [], query: deferredQuery, search });

  const lastPage = Math.max(0, Math.ceil(filtered.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const offset = currentPage * rowsPerPage;

  return (
    <DataTableFrame
      {...commonFrameProps(props)}
      rows={filtered.slice(offset, offset + rowsPerPage)}
      offset={offset}
      total={filtered.length}
      isRefreshing={false}
      page={currentPage}
      rowsPerPage={rowsPerPage}
      onPageChange={setPage}
      onRowsPerPageChange={(next) => {
        setRowsPerPage(next);
        setPage(0);
      }}
      toolbar={{
        searchLabel: search?.label,
        query,
        onQueryChange: (next) => {
          setQuery(next);
          setPage(0);
        },
      }}
    />
  );
}

function ServerPagedTable<Row extends DataTableRow>(props: ServerDataTableProps<Row>) {
  const { rows, search, statusFilter, server } = props;
  const { shown, page, rowsPerPage, isFetching, onPageChange } = server;
  const total = shown?.itemCount ?? 0;
  const lastPage = Math.max(0, (shown?.pageCount ?? 0) - 1);
  // A page emptied meanwhile (its rows cancelled away from a status, say): step back to the last one there is.
  const pastTheEnd = !isFetching && shown !== undefined && total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);

  return (
    <DataTableFrame
      {...commonFrameProps(props)}
      rows={rows ?? []}
      // The rows shown are numbered by where they sit, even while the next page loads.
      offset={shown ? (shown.page - 1) * shown.pageSize : 0}
      total={total}
      isRefreshing={isFetching}
      page={page}
      rowsPerPage={rowsPerPage}
      onPageChange={onPageChange}
      onRowsPerPageChange={server.onRowsPerPageChange}
      toolbar={{
        searchLabel: search?.label,
        query: server.query,
        onQueryChange: server.onQueryChange,
        statusSelect: statusFilter && { ...statusFilter, value: server.status, onChange: server.onStatusChange },
      }}
    />
  );
}
