import { useState } from 'react';
import { errorMessage } from '../lib/api/api-error';
import { ConfirmDialog } from './confirm-dialog';
import { showToast } from '../lib/toast';

export interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Deletes the item: resolves with the server's answer, rejects with its refusal. */
  onDelete: () => Promise<{ message: string }>;
}

/**
 * Asks before deleting. A refusal stays inside the dialog; success closes it and shows the server's
 * message. Like every confirmation it ignores clicks outside.
 */
export function DeleteDialog({ open, onClose, onDelete }: DeleteDialogProps) {
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    setError(undefined);
    setDeleting(true);
    try {
      const { message } = await onDelete();
      showToast(message, 'success');
      close();
    } catch (refusal) {
      setError(errorMessage(refusal));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="Apakah anda yakin?"
      text="Apakah anda yakin untuk menghapus data ini? Data yang sudah dihapus tidak dapat dikembalikan."
      cancelLabel="Batal"
      confirmLabel="Hapus"
      confirmColor="error"
      isConfirming={isDeleting}
      error={error}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
