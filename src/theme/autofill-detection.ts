import type { Components, Theme } from '@mui/material/styles';

const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/**
 * MUI's inputs notice the browser's autofill by an animation (the label then moves out of the filled value's
 * way). Each input adds its keyframes as it mounts, in a style element of its own: on a prerendered sign-in page
 * the browser restyled the whole page for it while hydrating. The keyframes come with the global styles instead
 * (CssBaseline's, which a prerendered page brings), and the inputs run the same animations as MUI's own.
 */
export const autofillKeyframes = {
  // Not empty, or Emotion drops them in production; an animation property inside keyframes does nothing.
  [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
  [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
};

export const autofillDetection: Components<Theme>['MuiInputBase'] = {
  defaultProps: { disableInjectingGlobalStyles: true },
  styleOverrides: {
    input: {
      animationName: AUTO_FILL_CANCEL,
      animationDuration: '10ms',
      '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
    },
  },
};
