import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  return wasOpened || open;
}

/**
 * Mounts `children`, an overlay whose code loads on demand, when it is first opened, and keeps it mounted, so it
 * can play its closing transition and open again at once. Nothing shows while its code loads.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const isMounted = useOpenedOnce(open);
  return isMounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A component exported by name from a module loaded on first use, so it gets a chunk of its own: overlays
 * such as menus and dialogs that most visits never open (mounted by `OpenedOnce`), and the toast host. It
 * lives beside `OpenedOnce` so that the first visit fetches both in one chunk.
 */
export function lazyExport<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
