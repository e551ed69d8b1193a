import { ConfirmDialog } from './confirm-dialog';

export interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the dialog has closed, once the person confirmed. */
  onSignOut: () => void;
}

export function SignOutDialog({ open, onClose, onSignOut }: SignOutDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Apakah anda yakin untuk keluar?"
      cancelLabel="Batal"
      confirmLabel="Keluar"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        onSignOut();
      }}
    />
  );
}
