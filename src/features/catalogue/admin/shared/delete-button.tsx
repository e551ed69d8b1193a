import Button from '@mui/material/Button';
import { useState } from 'react';
import { DeleteDialog } from '@/components/delete-dialog';

export interface DeleteButtonProps {
  onDelete: () => Promise<{ message: string }>;
  /** A fuller accessible name than 'Hapus', where the row does not say what goes. */
  'aria-label'?: string;
}

/** 'Hapus', after the delete confirmation. */
export function DeleteButton({ onDelete, 'aria-label': ariaLabel }: DeleteButtonProps) {
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" color="error" aria-label={ariaLabel} onClick={() => setAsking(true)}>
        Hapus
      </Button>
      <DeleteDialog open={isAsking} onClose={() => setAsking(false)} onDelete={onDelete} />
    </>
  );
}
