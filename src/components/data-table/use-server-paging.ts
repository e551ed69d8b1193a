import { useEffect, useState } from 'react';
import type { ListPage } from '@/lib/api/api';
import { DEFAULT_ROWS_PER_PAGE, type ServerDataTableProps } from './data-table';
import type { DataTableRow, ServerPaging } from './data-table-types';
import { ALL_STATUSES } from './use-visible-rows';

/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 300;

/** What a list screen asks its server for: a page (from 1) and its size, the search, the status select's entry. */
export interface ServerListRequest {
  page: number;
  pageSize: number;
  /** Trimmed; undefined when there is nothing to look for. */
  q: string | undefined;
  /** `ALL_STATUSES` for every status; the screen says what an entry means to its endpoint. */
  status: string;
}

/** A list query's state, as RTK Query's hook gives it. */
interface ListAnswer<Row> {
  /** The last page answered, kept while the next loads. */
  data?: ListPage<Row>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
}

/** `value`, once it has stayed the same for `delay` ms. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface ServerPagingOptions {
  /** The chosen status, when the page keeps it (e.g. in the address); the hook keeps its own otherwise. */
  status?: string;
  onStatusChange?: (status: string) => void;
}

/**
 * The page, page size, search and status of a list the server pages, for a `DataTable` in its server mode:
 * `request` is what to ask the list's endpoint, `tableOf` turns the endpoint's answer into the table's props.
 * A new search (sent once typing pauses), status or page size starts again from the first page.
 */
export function useServerPaging({ status: chosenStatus, onStatusChange }: ServerPagingOptions = {}) {
  const [query, setQuery] = useState('');
  const search = useSettledValue(query.trim(), SEARCH_DELAY_MS);
  const [ownStatus, setOwnStatus] = useState(ALL_STATUSES);
  const status = chosenStatus ?? ownStatus;
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  // A page number belongs to one list: the same search, status and page size.
  const list = JSON.stringify([search, status, rowsPerPage]);
  const [pageInList, setPageInList] = useState({ list, page: 0 });
  const page = pageInList.list === list ? pageInList.page : 0;

  const request: ServerListRequest = { page: page + 1, pageSize: rowsPerPage, q: search || undefined, status };

  function tableOf<Row extends DataTableRow>({
    data,
    isLoading,
    isFetching,
    error,
  }: ListAnswer<Row>): Pick<ServerDataTableProps<Row>, 'rows' | 'isLoading' | 'error' | 'server'> {
    const server: ServerPaging = {
      shown: data?.pagination,
      page,
      rowsPerPage,
      query,
      status,
      isFetching,
      onPageChange: (next) => setPageInList({ list, page: next }),
      onRowsPerPageChange: setRowsPerPage,
      onQueryChange: setQuery,
      onStatusChange: onStatusChange ?? setOwnStatus,
    };
    return { rows: data?.rows, isLoading, error, server };
  }

  return { request, tableOf };
}
