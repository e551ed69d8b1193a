import type { ApiEnvelope } from './api';
import { taggedItem, taggedList } from './tagged-reads';
import type { itemTag, listTag, TagType } from './tags';

type Tag = ReturnType<typeof itemTag> | ReturnType<typeof listTag>;

/** How a resource's items are read: the list at `listPath`, one item at `itemPath/{id}`, each cached as a `type`. */
export function itemReads<Item extends { id: number }>(listPath: string, itemPath: string, type: TagType) {
  return {
    list: { query: () => listPath, ...taggedList<Item>(type) },
    item: { query: (id: number) => `${itemPath}/${id}`, ...taggedItem<Item>(type) },
  };
}

/** What a change to a resource's items refreshes: after a creation, from the created row; after an update or delete, from the id. */
export interface ItemWriteTags<Item> {
  created: (item: Item | undefined) => Tag[];
  changed: (id: number) => Tag[];
}

/**
 * How the admin writes the items of a resource kept at `path` (`package`): a creation POSTs the body to
 * `path`, an update PUTs it to `path/{id}`, a delete DELETEs `path/{id}`; each refreshes what `tags` names.
 */
export function itemWrites<Item, Created, Updated = Created>(path: string, tags: ItemWriteTags<Item>) {
  return {
    create: {
      query: (body: Created) => ({ url: path, method: 'POST', body }),
      invalidatesTags: (result: ApiEnvelope<Item> | undefined) => tags.created(result?.data),
    },
    update: {
      query: ({ id, ...body }: Updated & { id: number }) => ({ url: `${path}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: number }) => tags.changed(id),
    },
    remove: {
      query: (id: number) => ({ url: `${path}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result: unknown, _error: unknown, id: number) => tags.changed(id),
    },
  };
}
