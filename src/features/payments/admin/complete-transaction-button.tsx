import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useMarkTransactionPaidMutation } from '../api';
import { showToast } from '../../../lib/toast';

/** 'Selesaikan Transaksi': marks the transaction paid after a confirmation. */
export function CompleteTransactionButton({ transactionId }: { transactionId: number }) {
  const [isAsking, setAsking] = useState(false);
  const [markPaid, { isLoading }] = useMarkTransactionPaidMutation();

  const confirm = async () => {
    try {
      const { message } = await markPaid(transactionId).unwrap();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
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
