import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markToastHostMounted } from '../lib/toast';
import { SwipeableSnackbar } from './swipeable-snackbar';

/** Toasts as the spec sets them: 4 seconds, at most three at once. */
const SNACKBAR_DURATION_MS = 4000;
const SNACKBAR_MAX_VISIBLE = 3;

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
 */
export function ToastHost() {
  useEffect(markToastHostMounted, []);
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX_VISIBLE}
      autoHideDuration={SNACKBAR_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={snackbarVariants}
    />
  );
}
