import type { Components, Theme } from '@mui/material/styles';
import { autofillDetection, autofillKeyframes } from './autofill-detection';
import { palette, radii, shadows } from './tokens';

/** Per-component overrides: buttons, inputs, cards, tables and dialogs in the studio's look. */
export const componentOverrides: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      body: { backgroundColor: palette.cream },
      img: { maxWidth: '100%', display: 'block' },
      '.notistack-SnackbarContainer': { gap: 14 },
      ...autofillKeyframes,
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, textTransform: 'none', fontWeight: 600, paddingInline: 20 },
      sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${palette.terracotta}`, outlineOffset: 2 } } },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 600 } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { borderRadius: radii.medium, boxShadow: shadows.card, border: `1px solid ${palette.line}` },
    },
  },
  MuiPaper: {
    styleOverrides: { rounded: { borderRadius: radii.medium } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiInputBase: autofillDetection,
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        borderRadius: radii.small,
        backgroundColor: palette.paper,
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: palette.terracottaLight },
      },
    },
  },
  MuiAlert: {
    styleOverrides: { root: { borderRadius: radii.small } },
  },
  MuiDialog: {
    styleOverrides: { paper: { borderRadius: radii.medium, padding: 4 } },
  },
  MuiDialogTitle: {
    styleOverrides: { root: { fontWeight: 700 } },
  },
  MuiTableCell: {
    styleOverrides: {
      head: { fontWeight: 700, color: palette.plumSoft, backgroundColor: palette.cream, whiteSpace: 'nowrap' },
      root: { borderColor: palette.line },
    },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 600 } },
  },
  // MUI greys a focused summary (#e0e0e0), on which the terracotta overline read at 3.77:1: a cream fill
  // and the studio's focus ring instead (4.62:1).
  MuiAccordionSummary: {
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': {
          backgroundColor: palette.cream,
          outline: `2px solid ${palette.terracotta}`,
          outlineOffset: -2,
        },
      },
    },
  },
  // A disabled field's helper text can still say why (the studio is closed that day): it stays readable,
  // not MUI's disabled grey (2.64:1 on cream).
  MuiFormHelperText: {
    styleOverrides: { root: { '&.Mui-disabled': { color: palette.inkMuted } } },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
  },
  MuiSkeleton: {
    // MUI's pulse (the skeleton's opacity, which the compositor animates by itself), not its wave: a light swept
    // across each skeleton was painted again at every frame, half a second of a phone's first visit of `/`.
    defaultProps: { animation: 'pulse' },
    styleOverrides: { root: { backgroundColor: 'rgba(46, 31, 39, 0.08)' } },
  },
};
