import { useState } from 'react';

/**
 * What a dialog of the page is about, and whether it is open. The target stays while the dialog closes, so its
 * text does not change as it fades out; `opening` counts the openings, to key a form that starts afresh each time.
 */
export function useDialogTarget<Target>() {
  const [target, setTarget] = useState<Target>();
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  return {
    target,
    isOpen,
    opening,
    open: (next: Target) => {
      setTarget(next);
      setOpening((count) => count + 1);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
