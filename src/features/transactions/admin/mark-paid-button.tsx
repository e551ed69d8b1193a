import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedMutation } from '@/components/use-confirmed-mutation';
import { useMarkTransactionPaidMutation } from '@/lib/api/endpoints/transactions';

/** 'Selesaikan Transaksi': marks the transaction paid after a confirmation. */
export function MarkPaidButton({ transactionId }: { transactionId: number }) {
  const [markPaid] = useMarkTransactionPaidMutation();
  const { ask, dialog } = useConfirmedMutation<'mark-paid'>(() => markPaid(transactionId).unwrap());

  return (
    <>
      <Button variant="contained" onClick={() => ask('mark-paid')}>
        Selesaikan Transaksi
      </Button>
      <ConfirmDialog
        {...dialog}
        title="Apakah anda yakin?"
        text="Transaksi akan ditandai sebagai lunas. Tindakan ini tidak dapat diurungkan."
        cancelLabel="Tidak"
        confirmLabel="Ya, Tandai Lunas"
      />
    </>
  );
}
