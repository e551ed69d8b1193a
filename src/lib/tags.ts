import type { tagTypes } from './api';

type TagType = (typeof tagTypes)[number];

/** The tags of a list: one per item, and the list's own. */
export function listTags<Type extends TagType>(type: Type, items: { id: number }[] | undefined) {
  return [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }];
}

export const listTag = <Type extends TagType>(type: Type) => ({ type, id: 'LIST' as const });
