import { ClassNames } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { markToastHostMounted } from '../lib/toast';
import { layout } from '../theme/tokens';
import { useReducedMotion } from '../theme/use-reduced-motion';
import { SwipeableSnackbar } from './swipeable-snackbar';
import { followPresses, toastPlacement } from './toast-placement';

/** Toasts as the spec sets them: 4 seconds, at most three at once. */
const SNACKBAR_DURATION_MS = 4000;
const SNACKBAR_MAX_VISIBLE = 3;
/** The first toast's top edge: just below the sticky site header (notistack pads each toast by 6 px). */
const TOAST_TOP_PX = layout.headerHeight + 8;
const SNACKBAR_PADDING_PX = 6;

const snackbarVariants = {
  default: SwipeableSnackbar,
  success: SwipeableSnackbar,
  error: SwipeableSnackbar,
  info: SwipeableSnackbar,
  warning: SwipeableSnackbar,
};

/**
 * Where toasts appear (notistack), beside the app rather than around it: its code, with the styles it
 * writes when it loads, comes with the first toast rather than with the page (see lib/toast.ts).
 *
 * At the top, below the header, on every screen: an action's result is announced away from the page's
 * next actions (forms end with their buttons, and a new page opens at its top with its actions further
 * down), where a toast at the bottom of a phone covered them. It never covers the header's menu either.
 * Should the top cover the control just pressed, a primary action or the QR code (a page scrolled to its
 * end), the toast shows at the bottom instead (components/toast-placement.ts).
 *
 * Below drawers and dialogs (the phone's menu, the demo panel, a confirmation): a toast never covers the
 * controls of what is open over the page. Confirmations close before their toast shows, and the demo panel
 * says in itself what its actions changed.
 */
export function ToastHost() {
  useEffect(() => {
    const stopFollowing = followPresses();
    markToastHostMounted(() => toastPlacement(TOAST_TOP_PX));
    return stopFollowing;
  }, []);
  const belowDrawers = useTheme().zIndex.drawer - 1;
  const still = useReducedMotion();
  return (
    <ClassNames>
      {(emotion) => (
        <SnackbarProvider
          maxSnack={SNACKBAR_MAX_VISIBLE}
          // Toasts slide in and out (notistack's own motion), unless motion is reduced.
          transitionDuration={still ? { enter: 0, exit: 0 } : undefined}
          autoHideDuration={SNACKBAR_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          // Doubled, to outrank notistack's own `top` (one class, in a style sheet written after the theme's).
          classes={{
            containerRoot: emotion.css({ '&&': { zIndex: belowDrawers } }),
            containerAnchorOriginTopCenter: emotion.css({ '&&': { top: TOAST_TOP_PX - SNACKBAR_PADDING_PX } }),
          }}
          Components={snackbarVariants}
        />
      )}
    </ClassNames>
  );
}
