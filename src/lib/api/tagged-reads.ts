import { dataOf, listOf } from './api';
import { itemTag, listTags, type TagType } from './tags';

/** How a read of a list of `type`s answers and is cached: its rows out of the envelope, each row and the list tagged. */
export function taggedList<Row extends { id: number }>(type: TagType) {
  return {
    transformResponse: listOf<Row>,
    providesTags: (rows: Row[] | undefined) => listTags(type, rows),
  };
}

/** How a read of one `type` by its id answers and is cached: the row out of the envelope, tagged by that id. */
export function taggedItem<Item>(type: TagType) {
  return {
    transformResponse: dataOf<Item>,
    providesTags: (_item: Item | undefined, _error: unknown, id: number) => [itemTag(type, id)],
  };
}
