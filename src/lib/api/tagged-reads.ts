import { dataOf, listOf, pageOf, type ListPage } from './api';
import { itemTag, listTags, type TagType } from './tags';

/** How a read of a list of `type`s answers and is cached: its rows out of the envelope, each row and the list tagged. */
export function taggedList<Row extends { id: number }>(type: TagType) {
  return {
    transformResponse: listOf<Row>,
    providesTags: (rows: Row[] | undefined) => listTags(type, rows),
  };
}

/**
 * How a read of one page of a list of `type`s answers and is cached: its rows and pagination out of the
 * envelope, each row and the list tagged, so whatever refreshes the whole list refreshes its pages too.
 */
export function taggedPage<Row extends { id: number }>(type: TagType) {
  return {
    transformResponse: pageOf<Row>,
    providesTags: (page: ListPage<Row> | undefined) => listTags(type, page?.rows),
  };
}

/** How a read of one `type` by its id answers and is cached: the row out of the envelope, tagged by that id. */
export function taggedItem<Item>(type: TagType) {
  return {
    transformResponse: dataOf<Item>,
    providesTags: (_item: Item | undefined, _error: unknown, id: number) => [itemTag(type, id)],
  };
}
