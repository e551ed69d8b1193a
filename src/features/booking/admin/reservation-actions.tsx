import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedMutation } from '@/components/use-confirmed-mutation';
import type { Reservation } from '@/lib/api/api-types';
import { useCancelReservationMutation, useCompleteReservationMutation } from '../api';

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
  const [cancelReservation] = useCancelReservationMutation();
  const [completeReservation] = useCompleteReservationMutation();
  const {
    asked: action,
    ask,
    dismiss,
    confirm,
    isConfirming,
  } = useConfirmedMutation((chosen: Action) =>
    (chosen === 'cancel' ? cancelReservation : completeReservation)(reservation.id).unwrap(),
  );

  if (reservation.status !== 'pending') return null;

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" color="error" onClick={() => ask('cancel')}>
        Batal
      </Button>
      {isPaid(reservation) && (
        <Button size="small" variant="contained" color="success" onClick={() => ask('complete')}>
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
        isConfirming={isConfirming}
        onCancel={dismiss}
        onConfirm={confirm}
      />
    </Stack>
  );
}
