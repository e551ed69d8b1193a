import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SEARCH_DELAY_MS, useServerPaging } from './use-server-paging';

const nothingYet = { isLoading: true, isFetching: true };

function renderPaging() {
  const { result } = renderHook(() => useServerPaging());
  return {
    request: () => result.current.request,
    server: () => result.current.tableOf(nothingYet).server,
  };
}

describe('useServerPaging', () => {
  it('asks for the first page of 10 rows, of every status, searching nothing', () => {
    expect(renderPaging().request()).toEqual({ page: 1, pageSize: 10, q: undefined, status: '' });
  });

  it('sends the search once typing has paused, trimmed, and from the first page', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { request, server } = renderPaging();
    act(() => server().onPageChange(2));
    expect(request().page).toBe(3);
    act(() => server().onQueryChange(' kel'));
    expect(server().query).toBe(' kel');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    });
    act(() => server().onQueryChange(' keluarga '));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    });
    expect(request()).toMatchObject({ page: 3, q: undefined });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(request()).toMatchObject({ page: 1, q: 'keluarga' });
  });

  it('starts again from the first page on another status or page size', () => {
    const { request, server } = renderPaging();
    act(() => server().onPageChange(4));
    act(() => server().onStatusChange('pending'));
    expect(request()).toMatchObject({ page: 1, status: 'pending' });
    act(() => server().onPageChange(1));
    act(() => server().onRowsPerPageChange(50));
    expect(request()).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('follows a status the page keeps, and tells it of a change', () => {
    const { result } = renderHook(() => {
      const [status, setStatus] = useState('waiting');
      return useServerPaging({ status, onStatusChange: setStatus });
    });
    expect(result.current.request.status).toBe('waiting');
    act(() => result.current.tableOf(nothingYet).server.onStatusChange('paid'));
    expect(result.current.request.status).toBe('paid');
  });

  it('gives the table the rows and place of the last answer', () => {
    const { result } = renderHook(() => useServerPaging());
    const pagination = { page: 2, pageSize: 10, itemCount: 14, pageCount: 2 };
    const table = result.current.tableOf({
      data: { rows: [{ id: 11 }], pagination },
      isLoading: false,
      isFetching: true,
    });
    expect(table).toMatchObject({
      rows: [{ id: 11 }],
      isLoading: false,
      server: { shown: pagination, isFetching: true },
    });
  });
});
