import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmedActions } from '@/components/confirmed-actions';
import { StatusChip } from '@/components/status-chip';
import { reservationStatusLabels } from '@/content/status-labels';
import { errorMessage } from '@/lib/api/api-error';
import type { ApiEnvelope } from '@/lib/api/api';
import type { Reservation } from '@/lib/api/api-types';
import {
  useCheckInMutation,
  useMarkNoShowMutation,
  useUndoCheckInMutation,
  useUndoNoShowMutation,
} from '@/lib/api/endpoints/reservations';
import { formatInstantTime } from '@/lib/format';
import { arrivingOf, checkInRefusal, isLateArrival, noShowRefusal } from '@/lib/rules/arrivals';
import { useNow } from '@/lib/time/use-now';
import { showToast } from '@/lib/toast';

/** Runs a one-tap arrival change and says how it went, in the server's words. */
async function announce(change: Promise<ApiEnvelope<Reservation>>): Promise<void> {
  try {
    showToast((await change).message, 'success');
  } catch (error) {
    showToast(errorMessage(error), 'error');
  }
}

/**
 * Where a booking of today stands at the door: checked in (at what time, late or not), a no-show, or still
 * expected, with "Check-in" in one tap, "Tidak hadir" once the rules allow it (after confirming), and an undo.
 */
export function ArrivalCell({ reservation }: { reservation: Reservation }) {
  const now = useNow();
  const [checkIn, checkingIn] = useCheckInMutation();
  const [undoCheckIn, undoingCheckIn] = useUndoCheckInMutation();
  const [markNoShow] = useMarkNoShowMutation();
  const [undoNoShow, undoingNoShow] = useUndoNoShowMutation();
  const booking = arrivingOf(reservation);
  const { id, checkedInAt } = reservation;

  if (reservation.status === 'no-show') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={reservationStatusLabels['no-show']} />
        <Button size="small" loading={undoingNoShow.isLoading} onClick={() => void announce(undoNoShow(id).unwrap())}>
          Batalkan
        </Button>
      </Stack>
    );
  }
  if (checkedInAt !== null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusChip status={{ label: `Hadir ${formatInstantTime(checkedInAt)}`, tone: 'success' }} />
        {isLateArrival(booking) && <StatusChip status={{ label: 'Terlambat', tone: 'warning' }} />}
        {reservation.status === 'pending' && (
          <Button
            size="small"
            loading={undoingCheckIn.isLoading}
            onClick={() => void announce(undoCheckIn(id).unwrap())}
          >
            Batalkan check-in
          </Button>
        )}
      </Stack>
    );
  }
  if (checkInRefusal(booking, now) !== undefined) return null;
  const noShowAllowed = noShowRefusal(booking, now) === undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        size="small"
        variant="contained"
        loading={checkingIn.isLoading}
        onClick={() => void announce(checkIn(id).unwrap())}
        aria-label={`Check-in ${reservation.user.name}`}
      >
        Check-in
      </Button>
      {noShowAllowed && (
        <ConfirmedActions
          actions={[
            {
              key: 'no-show',
              label: 'Tidak hadir',
              tone: 'refuse',
              text: 'Reservasi akan ditandai tidak hadir. Pembayaran yang sudah masuk tidak dikembalikan.',
            },
          ]}
          perform={() => markNoShow(id).unwrap()}
        />
      )}
    </Stack>
  );
}
