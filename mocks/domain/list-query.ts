import type { Pagination } from '@/lib/api/api-types';
import { badRequest } from './errors';
import { ok, type Outcome } from './outcome';

/** The items a page holds when only `page` is given: the admin's tables start at 10 rows too. */
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

export const INVALID_PAGE_MESSAGE = 'Halaman tidak valid';
export const INVALID_PAGE_SIZE_MESSAGE = `Jumlah data per halaman harus 1 sampai ${MAX_PAGE_SIZE}`;

/** One page of a list: which (from 1) and how many items it holds. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** What a list read was asked for, beside its own filters. */
export interface ListQuery {
  /** The page asked for; undefined when neither `page` nor `pageSize` was given: the whole list. */
  paging: PageRequest | undefined;
  /** `q`, trimmed and lower-cased; '' when there is nothing to look for. */
  search: string;
}

/** What the search looks in for one item: the id the screens show, and its texts. */
export interface SearchFields {
  id: number;
  texts: readonly string[];
}

/** A query parameter's value; an empty one counts as absent, as every filter of the API takes it. */
export function queryValue(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
}

/** A whole number from `min` to `max`, written as plain digits, or undefined. */
function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
}

/** `page`, `pageSize` and `q` of a list read, refused (400) when a page or its size is not one the API has. */
export function parseListQuery(query: URLSearchParams): ListQuery {
  const pageText = queryValue(query, 'page');
  const pageSizeText = queryValue(query, 'pageSize');
  const search = (query.get('q') ?? '').trim().toLowerCase();
  if (pageText === undefined && pageSizeText === undefined) return { paging: undefined, search };
  const page = pageText === undefined ? 1 : wholeNumberIn(pageText, 1, Number.MAX_SAFE_INTEGER);
  if (page === undefined) throw badRequest(INVALID_PAGE_MESSAGE);
  const pageSize = pageSizeText === undefined ? DEFAULT_PAGE_SIZE : wholeNumberIn(pageSizeText, 1, MAX_PAGE_SIZE);
  if (pageSize === undefined) throw badRequest(INVALID_PAGE_SIZE_MESSAGE);
  return { paging: { page, pageSize }, search };
}

/** A filter that takes one of a few values (compared exactly), or nothing when empty or absent; anything else is a 400. */
export function choiceOf<Choice extends string>(
  query: URLSearchParams,
  name: string,
  choices: readonly Choice[],
  refusal: string,
): Choice | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  const choice = choices.find((candidate) => candidate === value);
  if (choice === undefined) throw badRequest(refusal);
  return choice;
}

/**
 * The items a search finds, in their order. `#41` finds the item whose id is 41; any other text finds the items
 * whose id (as digits) or one of whose texts contains it, ignoring case. `search` is as `parseListQuery` gives it.
 */
export function searched<Row>(
  rows: readonly Row[],
  search: string,
  fieldsOf: (row: Row) => SearchFields,
): readonly Row[] {
  if (search === '') return rows;
  const idAsked = /^#(\d+)$/.exec(search)?.[1];
  if (idAsked !== undefined) return rows.filter((row) => fieldsOf(row).id === Number(idAsked));
  return rows.filter((row) => {
    const { id, texts } = fieldsOf(row);
    return String(id).includes(search) || texts.some((text) => text.toLowerCase().includes(search));
  });
}

/**
 * A list's answer: every item, or with `paging` only the page's (made into views only for it) and the
 * `pagination` that places it. A page past the last is empty.
 */
export function listed<Row, Item>(
  rows: readonly Row[],
  paging: PageRequest | undefined,
  view: (row: Row) => Item,
  message: string,
): Outcome<Item[]> {
  if (!paging) return ok(rows.map(view), message);
  const { page, pageSize } = paging;
  const start = (page - 1) * pageSize;
  const pagination: Pagination = {
    page,
    pageSize,
    itemCount: rows.length,
    pageCount: Math.ceil(rows.length / pageSize),
  };
  return { ...ok(rows.slice(start, start + pageSize).map(view), message), pagination };
}
