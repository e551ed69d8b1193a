import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  DEFAULT_PAGE_SIZE,
  INVALID_PAGE_MESSAGE,
  INVALID_PAGE_SIZE_MESSAGE,
  listed,
  parseListQuery,
  searched,
  type SearchFields,
} from './list-query';
import { refusalOf } from '../test-kit/rules';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));
const refusal = (work: () => unknown) => {
  const { status, message } = refusalOf(work);
  return { status, message };
};

describe('parseListQuery', () => {
  it('asks for no page without page and pageSize (empty ones count as absent)', () => {
    expect(parse('')).toEqual({ paging: undefined, search: '' });
    expect(parse('page=&pageSize=&status=pending')).toEqual({ paging: undefined, search: '' });
  });

  it('pages from either parameter: page 1, or 10 items, when the other is left out', () => {
    expect(parse('page=3').paging).toEqual({ page: 3, pageSize: DEFAULT_PAGE_SIZE });
    expect(parse('pageSize=25').paging).toEqual({ page: 1, pageSize: 25 });
    expect(parse('page=2&pageSize=100').paging).toEqual({ page: 2, pageSize: 100 });
    expect(parse('page=1&pageSize=1').paging).toEqual({ page: 1, pageSize: 1 });
  });

  it('trims and lower-cases the search', () => {
    expect(parse('q=%20%20Foto%20KELUARGA%20').search).toBe('foto keluarga');
    expect(parse('q=%20%20%20').search).toBe('');
  });

  it.each(['0', '-1', '1.5', '1e1', '+1', '%201', 'abc', '9007199254740993'])(
    'refuses page=%s with 400 Halaman tidak valid',
    (page) => {
      expect(refusal(() => parse(`page=${page}`))).toEqual({ status: 400, message: INVALID_PAGE_MESSAGE });
    },
  );

  it.each(['0', '101', '500', '10.0', 'ten', '-5'])('refuses pageSize=%s with 400', (pageSize) => {
    expect(refusal(() => parse(`page=1&pageSize=${pageSize}`))).toEqual({
      status: 400,
      message: 'Jumlah data per halaman harus 1 sampai 100',
    });
    expect(INVALID_PAGE_SIZE_MESSAGE).toBe('Jumlah data per halaman harus 1 sampai 100');
  });

  it('checks the page before its size', () => {
    expect(refusal(() => parse('page=0&pageSize=0')).message).toBe(INVALID_PAGE_MESSAGE);
  });
});

describe('choiceOf', () => {
  const statuses = ['pending', 'success'] as const;
  const choose = (query: string) => choiceOf(new URLSearchParams(query), 'status', statuses, 'Filter tidak valid');

  it('takes one of its values exactly, or nothing when empty or absent', () => {
    expect(choose('status=success')).toBe('success');
    expect(choose('status=')).toBeUndefined();
    expect(choose('')).toBeUndefined();
  });

  it.each(['SUCCESS', 'succes', '%20pending', 'all'])('refuses status=%s with its message', (value) => {
    expect(refusal(() => choose(`status=${value}`))).toEqual({ status: 400, message: 'Filter tidak valid' });
  });
});

describe('searched', () => {
  interface Row {
    id: number;
    name: string;
    extra: string;
  }
  const rows: Row[] = [
    { id: 141, name: 'Sari Wulandari', extra: 'Foto Keluarga' },
    { id: 41, name: 'Budi Santoso', extra: 'Prewedding' },
    { id: 7, name: 'Rina', extra: 'Paket #41 hemat' },
    { id: 3, name: 'Ani', extra: 'Wisuda' },
  ];
  const fields = (row: Row): SearchFields => ({ id: row.id, texts: [row.name, row.extra] });
  const ids = (search: string) => searched(rows, search, fields).map((row) => row.id);

  it('keeps every item, in order, when there is nothing to look for', () => {
    expect(ids('')).toEqual([141, 41, 7, 3]);
  });

  it('finds a part of any text, ignoring case', () => {
    expect(ids('keluarga')).toEqual([141]);
    expect(ids('an')).toEqual([141, 41, 3]);
    expect(ids('zzz')).toEqual([]);
  });

  it('finds an id by its digits, among the others that contain them', () => {
    expect(ids('41')).toEqual([141, 41, 7]);
  });

  it('finds only the id itself for #41', () => {
    expect(ids('#41')).toEqual([41]);
    expect(ids('#041')).toEqual([41]);
    expect(ids('#999')).toEqual([]);
  });

  it('reads # followed by anything but digits as text', () => {
    expect(ids('#41 hemat')).toEqual([7]);
  });
});

describe('listed', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);
  const view = (row: number) => ({ id: row });

  it('answers every item, without pagination, when no page was asked', () => {
    const outcome = listed(rows, undefined, view, 'Berhasil');
    expect(outcome).toEqual({ status: 200, data: rows.map(view), message: 'Berhasil' });
    expect(outcome).not.toHaveProperty('pagination');
  });

  it('answers one page and where it sits', () => {
    expect(listed(rows, { page: 2, pageSize: 10 }, view, 'Berhasil')).toEqual({
      status: 200,
      data: rows.slice(10, 20).map(view),
      message: 'Berhasil',
      pagination: { page: 2, pageSize: 10, itemCount: 23, pageCount: 3 },
    });
    expect(listed(rows, { page: 3, pageSize: 10 }, view, 'Berhasil').data).toEqual([21, 22, 23].map(view));
  });

  it('answers a page past the last, or of an empty list, empty', () => {
    expect(listed(rows, { page: 4, pageSize: 10 }, view, '')).toMatchObject({
      data: [],
      pagination: { page: 4, itemCount: 23, pageCount: 3 },
    });
    expect(listed([], { page: 1, pageSize: 10 }, view, '').pagination).toEqual({
      page: 1,
      pageSize: 10,
      itemCount: 0,
      pageCount: 0,
    });
  });

  it('makes views of the page only', () => {
    let made = 0;
    listed(rows, { page: 1, pageSize: 5 }, (row) => ((made += 1), row), '');
    expect(made).toBe(5);
  });
});
