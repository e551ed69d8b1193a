import { idID } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { fontStacks } from './font-stacks';
import { componentOverrides } from './component-overrides';
import { indonesianCompletions } from './indonesian-completions';
import { palette, radii } from './tokens';

// The start (src/main.tsx) takes it from here, with the theme: the skeletons' animation is the theme's.
export { keepSkeletonRoundsFromReact } from './skeleton-rounds';

const headingStyle = { fontFamily: fontStacks.display, fontWeight: 600, letterSpacing: '-0.01em' } as const;

/**
 * What the studio's theme is made from: its options, then MUI's Indonesian texts and the studio's completions.
 * Neither `cssVariables` nor `colorSchemes`: the build's `createTheme` makes themes without CSS variables only
 * (decision 016).
 */
export function studioThemeArguments(): Parameters<typeof createTheme> {
  return [
    {
      palette: {
        primary: {
          main: palette.terracotta,
          dark: palette.terracottaDark,
          light: palette.terracottaLight,
          contrastText: '#fff',
        },
        secondary: { main: palette.plum, light: palette.plumSoft, contrastText: '#fff' },
        error: { main: palette.danger },
        success: { main: palette.success },
        warning: { main: palette.warning },
        background: { default: palette.cream, paper: palette.paper },
        text: { primary: palette.plum, secondary: palette.inkMuted },
        divider: palette.line,
        // Text on a coloured fill (a chip, a contained button) is white only where white reads at 4.5:1 (WCAG
        // AA); MUI's default of 3 put white on the warning colour at 3.64:1, and dark text reads at 4.9:1.
        contrastThreshold: 4.5,
      },
      shape: { borderRadius: radii.small },
      typography: {
        fontFamily: fontStacks.body,
        h1: { ...headingStyle, fontSize: 'clamp(2.25rem, 5vw + 1rem, 4rem)', lineHeight: 1.1 },
        h2: { ...headingStyle, fontSize: 'clamp(1.75rem, 2.5vw + 1rem, 2.75rem)', lineHeight: 1.15 },
        h3: { ...headingStyle, fontSize: 'clamp(1.5rem, 1.5vw + 1rem, 2.125rem)', lineHeight: 1.2 },
        h4: { ...headingStyle, fontSize: '1.5rem', lineHeight: 1.25 },
        h5: { fontWeight: 700, fontSize: '1.25rem' },
        h6: { fontWeight: 700, fontSize: '1.0625rem' },
        subtitle1: { fontWeight: 600 },
        overline: { fontWeight: 700, letterSpacing: '0.14em' },
        button: { fontWeight: 600 },
      },
      // With "reduce motion" on in the device's settings, dialogs, menus, drawers, ripples and progress appear
      // and go without moving (MUI's own reduced motion); the date pickers follow that setting by themselves, and
      // toasts by useReducedMotion.
      motion: { reducedMotion: 'system' },
      components: componentOverrides,
    },
    idID,
    indonesianCompletions,
  ];
}

let made: Theme | undefined;

/**
 * The studio's theme, made on first use rather than as this module loads: making it takes a phone a long task
 * of its own, which src/main.tsx runs apart from the one that loads MUI.
 */
export function studioTheme(): Theme {
  made ??= createTheme(...studioThemeArguments());
  return made;
}
