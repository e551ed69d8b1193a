import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { appRoutes } from '@/lib/app-routes';
import { formatCompactDayRange } from '@/lib/format';
import { addressDay } from '@/lib/rules/calendar-day';

/** The session days the address narrows the list to (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, as the report links them). */
export interface SessionDays {
  from: string;
  to: string;
}

/** The days `?from` and `?to` name, when both are real days in order; undefined for the whole list. */
export function useSessionDays(): SessionDays | undefined {
  const [params] = useSearchParams();
  const from = addressDay(params.get('from'));
  const to = addressDay(params.get('to'));
  return from && to && from <= to ? { from, to } : undefined;
}

/** Says the list holds only the sessions of those days, with the way back to every booking. */
export function SessionDaysFilter({ days }: { days: SessionDays }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={appRoutes.dashboard.reservations.to()} color="inherit" size="small">
          Semua tanggal
        </Button>
      }
    >
      Sesi {formatCompactDayRange(days.from, days.to)}
    </Alert>
  );
}
