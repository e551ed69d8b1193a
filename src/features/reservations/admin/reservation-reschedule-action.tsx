import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { lazyExport, OpenedOnce } from '@/components/opened-once';
import { movableReservation } from '@/features/reservations/reschedule/booking-move';
import type { Reservation } from '@/lib/api/api-types';
import { moveRefusal } from '@/lib/rules/reschedule';
import { useNow } from '@/lib/time/use-now';

const RescheduleDialog = lazyExport(
  () => import('@/features/reservations/reschedule/reschedule-dialog'),
  'RescheduleDialog',
);

/**
 * The admin's 'Ubah jadwal' on a booking that can still move (pending, not started): the same picker as the
 * customer's, past the customer's limits, with a reason. The dialog loads when first opened.
 */
export function ReservationRescheduleAction({ reservation }: { reservation: Reservation }) {
  const now = useNow();
  const [isOpen, setIsOpen] = useState(false);
  const canMove = moveRefusal(movableReservation(reservation), now) === undefined;
  return (
    <>
      {canMove && (
        <Box sx={{ mt: 2 }}>
          <ActionButton
            label="Ubah jadwal"
            icon={<EditCalendarIcon fontSize="small" />}
            color="primary"
            onClick={() => setIsOpen(true)}
          />
        </Box>
      )}
      <OpenedOnce open={isOpen}>
        <RescheduleDialog reservation={reservation} mover="admin" open={isOpen} onClose={() => setIsOpen(false)} />
      </OpenedOnce>
    </>
  );
}
