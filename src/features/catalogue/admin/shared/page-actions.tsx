import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** 'Tambah Data': to a list's create page. */
export function AddDataButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddIcon />}>
      Tambah Data
    </Button>
  );
}

/** 'Kembali': from a create or edit page back to its list. */
export function BackButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} color="secondary" startIcon={<ArrowBackIcon />}>
      Kembali
    </Button>
  );
}
