import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SwipeableSnackbar } from '../components/swipeable-snackbar';
import { BrandFonts } from '../theme/brand-fonts';
import { theme } from '../theme/theme';
import { makeStore, type AppStore } from './store';

/** Toasts as the spec sets them: 4 seconds, at most three at once. */
export const SNACKBAR_DURATION_MS = 4000;
export const SNACKBAR_MAX_VISIBLE = 3;

const snackbarVariants = {
  default: SwipeableSnackbar,
  success: SwipeableSnackbar,
  error: SwipeableSnackbar,
  info: SwipeableSnackbar,
  warning: SwipeableSnackbar,
};

export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrandFonts />
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX_VISIBLE}
        autoHideDuration={SNACKBAR_DURATION_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        Components={snackbarVariants}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}

export function AppProviders({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <UiProviders>{children}</UiProviders>
    </Provider>
  );
}
