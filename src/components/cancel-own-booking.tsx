import CancelIcon from '@mui/icons-material/CancelOutlined';
import type { Reservation } from '../lib/api/api-types';
import { formatSessionMoment } from '../lib/format';
import { useCancelOwnReservationMutation } from '@/lib/api/endpoints/reservations';
import { ActionButton } from './action-button';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedMutation } from './use-confirmed-mutation';

export interface CancelOwnBookingProps {
  booking: Pick<Reservation, 'id' | 'date' | 'timeSlot'>;
  /** An icon button, for the rows of a table. */
  isCompact?: boolean;
}

/**
 * 'Batalkan': the customer calls off their unpaid booking once they confirm, which frees its slot. The
 * server's answer is a notice either way, and the dialog closes, as with the admin's cancel
 * (`useConfirmedMutation`).
 */
export function CancelOwnBooking({ booking, isCompact = false }: CancelOwnBookingProps) {
  const [cancelOwnReservation] = useCancelOwnReservationMutation();
  const { ask, dialog } = useConfirmedMutation<'cancel'>(() => cancelOwnReservation(booking.id).unwrap());

  return (
    <>
      <ActionButton
        label="Batalkan"
        icon={<CancelIcon fontSize="small" />}
        color="error"
        isCompact={isCompact}
        onClick={() => ask('cancel')}
      />
      <ConfirmDialog
        {...dialog}
        title="Batalkan reservasi?"
        text={`Reservasi pada ${formatSessionMoment(booking.date, booking.timeSlot.time)} akan dibatalkan dan waktunya dilepas untuk pelanggan lain. Tindakan ini tidak dapat diurungkan.`}
        cancelLabel="Kembali"
        confirmLabel="Ya, Batalkan"
        confirmColor="error"
      />
    </>
  );
}
