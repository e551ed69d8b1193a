import { ConfirmDialog } from './confirm-dialog';

export function SignOutDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Apakah anda yakin untuk keluar?"
      cancelLabel="Batal"
      confirmLabel="Keluar"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
