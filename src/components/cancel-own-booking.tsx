import CancelIcon from '@mui/icons-material/CancelOutlined';
import { useState } from 'react';
import { errorMessage } from '../lib/api/api-error';
import type { Reservation, ReservationStatus } from '../lib/api/api-types';
import { formatCalendarDate } from '../lib/format';
import { useCancelOwnReservationMutation } from '../lib/api/own-reservation-api';
import { showToast } from '../lib/toast';
import { ActionButton } from './action-button';
import { ConfirmDialog } from './confirm-dialog';

/** The backend's rule: a customer may call off their own booking while it is pending and no payment proof was ever sent for it. */
export function canCancelOwnBooking(status: ReservationStatus, sentProofs: number): boolean {
  return status === 'pending' && sentProofs === 0;
}

export interface CancelOwnBookingProps {
  booking: Pick<Reservation, 'id' | 'date' | 'timeSlot'>;
  /** An icon button, for the rows of a table. */
  isCompact?: boolean;
}

/**
 * 'Batalkan': the customer calls off their unpaid booking once they confirm, which frees its slot. The
 * server's answer is a notice either way, and the dialog closes, as with the admin's cancel.
 */
export function CancelOwnBooking({ booking, isCompact = false }: CancelOwnBookingProps) {
  const [isAsking, setIsAsking] = useState(false);
  const [cancelOwnReservation, { isLoading }] = useCancelOwnReservationMutation();

  const confirm = async () => {
    try {
      const { message } = await cancelOwnReservation(booking.id).unwrap();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
    setIsAsking(false);
  };

  return (
    <>
      <ActionButton
        label="Batalkan"
        icon={<CancelIcon fontSize="small" />}
        color="error"
        isCompact={isCompact}
        onClick={() => setIsAsking(true)}
      />
      <ConfirmDialog
        open={isAsking}
        title="Batalkan reservasi?"
        text={`Reservasi pada ${formatCalendarDate(booking.date)} pukul ${booking.timeSlot.time} WIB akan dibatalkan dan waktunya dilepas untuk pelanggan lain. Tindakan ini tidak dapat diurungkan.`}
        cancelLabel="Kembali"
        confirmLabel="Ya, Batalkan"
        confirmColor="error"
        isConfirming={isLoading}
        onCancel={() => setIsAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
