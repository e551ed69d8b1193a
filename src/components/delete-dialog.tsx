import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedMutation } from './use-confirmed-mutation';

export interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Deletes the item: resolves with the server's answer, rejects with its refusal. */
  onDelete: () => Promise<{ message: string }>;
}

/**
 * Asks before deleting (`useConfirmedMutation`, its parent opening it). A refusal stays inside the dialog;
 * success closes it and shows the server's message. Like every confirmation it ignores clicks outside.
 */
export function DeleteDialog({ open, onClose, onDelete }: DeleteDialogProps) {
  const { dialog } = useConfirmedMutation(onDelete, {
    refusal: 'in-dialog',
    asked: open ? 'delete' : undefined,
    onClose,
  });

  return (
    <ConfirmDialog
      {...dialog}
      title="Apakah anda yakin?"
      text="Apakah anda yakin untuk menghapus data ini? Data yang sudah dihapus tidak dapat dikembalikan."
      cancelLabel="Batal"
      confirmLabel="Hapus"
      confirmColor="error"
    />
  );
}
