import { useState } from 'react';

/**
 * True from the first time `open` is true on: an overlay whose code loads on demand mounts when it is first
 * opened and stays mounted, so it can play its closing transition and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  return wasOpened || open;
}
