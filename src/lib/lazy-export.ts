import { lazy, type ComponentType } from 'react';

/**
 * A component exported by name from a module loaded on first use, so it gets a chunk of its own: every
 * route's page, and overlays such as menus and dialogs that most visits never open.
 */
export function lazyExport<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
