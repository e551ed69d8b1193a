import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Shows the confirm button as busy and keeps the dialog open. */
  isConfirming?: boolean;
  /** A refusal from the server, shown inside the dialog. */
  error?: string;
  confirmColor?: 'primary' | 'error';
}

/** Asks before an action. It never closes by a click outside: only its buttons or Escape close it. */
export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  isConfirming = false,
  error,
  confirmColor = 'primary',
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      maxWidth="xs"
      fullWidth
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !isConfirming) onCancel();
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {(text || error) && (
        <DialogContent>
          {text && <DialogContentText id={textId}>{text}</DialogContentText>}
          {error && (
            <Alert severity="error" sx={{ mt: text ? 2 : 0 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isConfirming} color="secondary">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={isConfirming} variant="contained" color={confirmColor}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
