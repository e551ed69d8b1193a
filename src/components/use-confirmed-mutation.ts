import { useState } from 'react';
import { errorMessage } from '../lib/api/api-error';
import { showToast } from '../lib/toast';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * Where a refusal shows. `toast`: an error toast, and the dialog closes (the spec's way for confirmed
 * actions). `in-dialog`: inside the dialog, which stays open for another try (`error`, for `ConfirmDialog`;
 * the spec's way for deletes).
 */
type ConfirmedRefusalShownAs = 'toast' | 'in-dialog';

export interface ConfirmedMutationOptions<Action extends string> {
  refusal?: ConfirmedRefusalShownAs;
  /** The action its parent asks about, for a dialog the parent opens and closes; `ask` is then unused. */
  asked?: Action;
  /** Runs whenever the dialog closes: dismissed, done, or refused as a toast. */
  onClose?: () => void;
}

/** What a `ConfirmDialog` takes from `useConfirmedMutation`: when it is open, and what its buttons do. */
type ConfirmedDialogState = Pick<ConfirmDialogProps, 'open' | 'isConfirming' | 'error' | 'onCancel' | 'onConfirm'>;

/**
 * A button that acts only once confirmed (cancel or complete a reservation, decide on a proof, mark paid,
 * delete): `ask` opens the confirmation for one action, and `dialog` is the `ConfirmDialog`'s state, whose
 * confirm runs it. A success closes the dialog and shows the server's message as a toast; a refusal shows
 * as `refusal` says, a toast by default (`in-dialog`: the dialog's `error`, until the next ask, cancel or
 * confirm).
 */
export function useConfirmedMutation<Action extends string>(
  run: (action: Action) => Promise<{ message: string }>,
  { refusal = 'toast', asked: askedByParent, onClose }: ConfirmedMutationOptions<Action> = {},
) {
  const [askedHere, setAsked] = useState<Action>();
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const asked = askedByParent ?? askedHere;

  const close = () => {
    setError(undefined);
    setAsked(undefined);
    onClose?.();
  };

  const confirm = async () => {
    if (!asked) return;
    setError(undefined);
    setConfirming(true);
    let isRefusedInDialog = false;
    try {
      const { message } = await run(asked);
      showToast(message, 'success');
    } catch (refused) {
      isRefusedInDialog = refusal === 'in-dialog';
      if (isRefusedInDialog) setError(errorMessage(refused));
      else showToast(errorMessage(refused), 'error');
    } finally {
      setConfirming(false);
    }
    if (!isRefusedInDialog) close();
  };

  const dialog: ConfirmedDialogState = {
    open: asked !== undefined,
    isConfirming,
    error,
    onCancel: close,
    onConfirm: () => void confirm(),
  };
  return {
    asked,
    ask: (action: Action) => {
      setError(undefined);
      setAsked(action);
    },
    dialog,
  };
}
