import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useMarkTransactionPaidMutation } from '../api';

/** 'Selesaikan Transaksi': marks the transaction paid after a confirmation. */
export function CompleteTransactionButton({ transactionId }: { transactionId: number }) {
  const [isAsking, setAsking] = useState(false);
  const [markPaid, { isLoading }] = useMarkTransactionPaidMutation();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async () => {
    try {
      const { message } = await markPaid(transactionId).unwrap();
      enqueueSnackbar(message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setAsking(false);
  };

  return (
    <>
      <Button variant="contained" onClick={() => setAsking(true)}>
        Selesaikan Transaksi
      </Button>
      <ConfirmDialog
        open={isAsking}
        title="Apakah anda yakin?"
        text="Transaksi akan ditandai sebagai lunas. Tindakan ini tidak dapat diurungkan."
        cancelLabel="Tidak"
        confirmLabel="Ya, Tandai Lunas"
        isConfirming={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
