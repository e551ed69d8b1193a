import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { appRoutes } from '@/lib/app-routes';

/** "Buat reservasi": opens the admin's booking for a customer, on `date` (an API date) when given. */
export function NewBookingButton({ date }: { date?: string }) {
  return (
    <Button
      component={RouterLink}
      to={appRoutes.dashboard.reservationCreate.to({ date })}
      variant="contained"
      startIcon={<AddIcon />}
    >
      Buat reservasi
    </Button>
  );
}
