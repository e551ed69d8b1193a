import { Suspense, useState, type ReactNode } from 'react';

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
