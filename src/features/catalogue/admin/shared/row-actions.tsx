import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { DeleteButton } from './delete-button';

export interface RowActionsProps {
  editTo: string;
  onDelete: () => Promise<{ message: string }>;
}

/** A row's 'Ubah' (to its edit page) and 'Hapus' (after the delete confirmation). */
export function RowActions({ editTo, onDelete }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to={editTo} size="small" variant="outlined" color="secondary">
        Ubah
      </Button>
      <DeleteButton onDelete={onDelete} />
    </Stack>
  );
}
