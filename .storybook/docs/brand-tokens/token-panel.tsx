import { Unstyled } from '@storybook/addon-docs/blocks';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { radii } from '@/theme/tokens';
import { studioTheme } from '@/theme/theme';

const theme = studioTheme();

/**
 * A block of the docs page drawn by the app's own theme (its fonts, colours and baseline) on the cream
 * backdrop, out of reach of Storybook's docs styles. The fonts' files come with the theme's import.
 */
export function TokenPanel({ children }: { children: ReactNode }) {
  return (
    <Unstyled>
      <ThemeProvider theme={theme}>
        <ScopedCssBaseline sx={{ borderRadius: `${radii.large}px`, p: { xs: 1.5, sm: 3 }, my: 3 }}>
          {children}
        </ScopedCssBaseline>
      </ThemeProvider>
    </Unstyled>
  );
}
