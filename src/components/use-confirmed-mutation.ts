import { useState } from 'react';
import { errorMessage } from '../lib/api/api-error';
import { showToast } from '../lib/toast';

/**
 * A button that acts only once confirmed (cancel or complete a reservation, decide on a proof): `ask` opens
 * the confirmation for one action, `confirm` runs it. Either way the dialog closes, the server's message
 * shown as a toast, a success or a refusal (the spec's way for these actions). Deletes differ: their
 * refusal stays inside the dialog (`DeleteDialog`).
 */
export function useConfirmedMutation<Action extends string>(run: (action: Action) => Promise<{ message: string }>) {
  const [asked, setAsked] = useState<Action>();
  const [isConfirming, setConfirming] = useState(false);

  const confirm = async () => {
    if (!asked) return;
    setConfirming(true);
    try {
      const { message } = await run(asked);
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setConfirming(false);
    }
    setAsked(undefined);
  };

  return {
    asked,
    ask: (action: Action) => setAsked(action),
    dismiss: () => setAsked(undefined),
    confirm,
    isConfirming,
  };
}
