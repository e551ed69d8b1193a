import { lazy, type ComponentType } from 'react';

/** A page component loaded on first use: every route is its own chunk. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
