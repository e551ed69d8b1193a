import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
// MUI System's ThemeProvider, the one Material UI's renders for a theme without CSS variables (app/providers.tsx).
import ThemeProvider from '@mui/system/ThemeProvider';
import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { studioTheme } from '../theme/theme';

export interface ReloadNoticeProps {
  /** Why this tab's backend stopped, as the emulated backend says it. */
  message: string;
  onReload: () => void;
}

/** Says that this tab's emulated backend has stopped, and offers the one way on: a reload. It cannot be dismissed. */
export function ReloadNotice({ message, onReload }: ReloadNoticeProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId}>Halaman perlu dimuat ulang</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog focuses its one action. */}
        <Button variant="contained" onClick={onReload} autoFocus>
          Muat ulang
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Puts the notice over the page, in a root of its own: the app beneath may be in any state. */
export function showReloadNotice(message: string): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <ThemeProvider theme={studioTheme()}>
      <ReloadNotice message={message} onReload={() => window.location.reload()} />
    </ThemeProvider>,
  );
}
