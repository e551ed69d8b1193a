import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import type { Reservation } from '../../../lib/api-types';
import { useCancelReservationMutation, useCompleteReservationMutation } from '../api';
import { showToast } from '../../../lib/toast';

type Action = 'cancel' | 'complete';

const confirmTexts: Record<Action, string> = {
  cancel: 'Reservasi akan dibatalkan. Tindakan ini tidak dapat diurungkan.',
  complete: 'Reservasi akan ditandai sebagai selesai. Tindakan ini tidak dapat diurungkan.',
};

/** A pending reservation may be completed only once its transaction is paid. */
export function isPaid(reservation: Pick<Reservation, 'transactions'>): boolean {
  return reservation.transactions.some((transaction) => transaction.status === 'paid');
}

/** Cancel ('Batal') and complete ('Selesai') a pending reservation, each after a confirmation. */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const [action, setAction] = useState<Action | undefined>();
  const [cancelReservation, cancelState] = useCancelReservationMutation();
  const [completeReservation, completeState] = useCompleteReservationMutation();

  if (reservation.status !== 'pending') return null;

  const confirm = async () => {
    if (!action) return;
    const run = action === 'cancel' ? cancelReservation : completeReservation;
    try {
      const { message } = await run(reservation.id).unwrap();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
    setAction(undefined);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" color="error" onClick={() => setAction('cancel')}>
        Batal
      </Button>
      {isPaid(reservation) && (
        <Button size="small" variant="contained" color="success" onClick={() => setAction('complete')}>
          Selesai
        </Button>
      )}
      <ConfirmDialog
        open={action !== undefined}
        title="Apakah anda yakin?"
        text={action ? confirmTexts[action] : undefined}
        cancelLabel="Tidak"
        confirmLabel="Ya"
        confirmColor={action === 'cancel' ? 'error' : 'primary'}
        isConfirming={cancelState.isLoading || completeState.isLoading}
        onCancel={() => setAction(undefined)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
