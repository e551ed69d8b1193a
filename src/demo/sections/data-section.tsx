import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api/api-error';
import { useSignOut } from '@/lib/sign-in/use-sign-out';
import { showToast } from '@/lib/toast';
import { useAddPastReservationsMutation, useResetDemoMutation } from '@/lib/api/endpoints/demo';
import { PanelSection } from './panel-section';

const PAST_RESERVATIONS = 10_000;

/** Start over from the seed, or fill the admin lists. */
export function DataSection({ onStartedOver }: { onStartedOver: () => void }) {
  const [isConfirming, setConfirming] = useState(false);
  const [resetDemo, reset] = useResetDemoMutation();
  const [addPast, adding] = useAddPastReservationsMutation();
  const signOut = useSignOut();

  const startOver = async () => {
    try {
      const { message } = await resetDemo().unwrap();
      setConfirming(false);
      // Starting over ends every session.
      signOut();
      onStartedOver();
      showToast(message, 'success');
    } catch {
      // The dialog shows the refusal.
    }
  };

  const addPastReservations = async () => {
    try {
      const { message } = await addPast(PAST_RESERVATIONS).unwrap();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };

  return (
    <PanelSection title="Data">
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" color="error" size="small" onClick={() => setConfirming(true)}>
          Mulai ulang data demo
        </Button>
        <Button variant="outlined" size="small" loading={adding.isLoading} onClick={() => void addPastReservations()}>
          Tambah 10.000 reservasi lama
        </Button>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title="Mulai ulang data demo?"
        text="Semua data kembali ke kondisi awal, waktu backend kembali ke waktu nyata, dan semua sesi berakhir. Tindakan ini tidak dapat dibatalkan."
        cancelLabel="Batal"
        confirmLabel="Mulai ulang"
        confirmColor="error"
        isConfirming={reset.isLoading}
        error={reset.isError ? errorMessage(reset.error) : undefined}
        onCancel={() => {
          setConfirming(false);
          reset.reset();
        }}
        onConfirm={() => void startOver()}
      />
    </PanelSection>
  );
}
