import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedMutation } from '@/components/use-confirmed-mutation';
import type { ClosedDays } from '@/lib/api/api-types';
import { useDeleteClosureMutation } from '@/lib/api/endpoints/closures';
import { formatDayRange } from './closure-days';

/**
 * 'Hapus' on a closure, after a confirmation saying its days open again for booking. As every delete, a
 * refusal stays inside the dialog; success closes it and shows the server's message.
 */
export function ClosureDeleteButton({ closure }: { closure: ClosedDays }) {
  const [deleteClosure] = useDeleteClosureMutation();
  const { ask, dialog } = useConfirmedMutation(() => deleteClosure(closure.id).unwrap(), { refusal: 'in-dialog' });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={`Hapus ${closure.label}`}
        onClick={() => ask('delete')}
      >
        Hapus
      </Button>
      <ConfirmDialog
        {...dialog}
        title="Apakah anda yakin?"
        text={
          `Hari tutup "${closure.label}" (${formatDayRange(closure)}) akan dihapus: ` +
          'tanggal tersebut dapat dipesan kembali oleh pelanggan.'
        }
        cancelLabel="Batal"
        confirmLabel="Hapus"
        confirmColor="error"
      />
    </>
  );
}
