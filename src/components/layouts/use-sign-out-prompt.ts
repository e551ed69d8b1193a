import { useState } from 'react';

/**
 * The 'Keluar' confirmation of a layout: asking closes the menu it was asked from (drawer or sheet) and
 * opens the sign-out dialog.
 */
export function useSignOutPrompt(closeMenu: () => void) {
  const [isAsking, setAsking] = useState(false);
  const ask = () => {
    closeMenu();
    setAsking(true);
  };
  return { isAsking, ask, dismiss: () => setAsking(false) };
}
