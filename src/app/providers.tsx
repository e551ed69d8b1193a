// Material UI's own ThemeProvider would bring its CSS-variables provider (color schemes, their script and their
// storage) to the start; for a theme without `cssVariables` it renders this one, MUI System's.
import ThemeProvider from '@mui/system/ThemeProvider';
import { Suspense, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { lazyExport } from '../components/opened-once';
import { useToastsRequested } from '../lib/toast';
import { StudioGlobalStyles } from '../theme/global-styles';
import { studioTheme } from '../theme/theme';
import { makeStore, type AppStore, type RootState } from './redux-store';

// Notistack loads with the first toast asked for, which waits for it (lib/toast.ts).
const ToastHost = lazyExport(() => import('../components/toast-host'), 'ToastHost');

export interface UiProvidersProps {
  children: ReactNode;
  /**
   * False when the page arrived with the global styles already (a prerendered page): they are not added again.
   * Where they are, they are loaded first (`loadStudioGlobalStyles`).
   */
  withGlobalStyles?: boolean;
}

export function UiProviders({ children, withGlobalStyles = true }: UiProvidersProps) {
  const isToastHostWanted = useToastsRequested();
  return (
    <ThemeProvider theme={studioTheme()}>
      {withGlobalStyles && <StudioGlobalStyles />}
      {children}
      {isToastHostWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
}

export interface AppProvidersProps extends UiProvidersProps {
  store?: AppStore;
  /**
   * The state a prerendered page was drawn with: every part of the page reads it while it hydrates, however late
   * (React hydrates a Suspense boundary's content after the app's first effects have run, which restore the
   * session), so the markup matches; then the store's current state.
   */
  serverState?: RootState;
}

export function AppProviders({ children, store, withGlobalStyles, serverState }: AppProvidersProps) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore} serverState={serverState}>
      <UiProviders withGlobalStyles={withGlobalStyles}>{children}</UiProviders>
    </Provider>
  );
}
