import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedMutation } from './use-confirmed-mutation';

/** An action that takes effect once confirmed: `approve` (filled, green) or `refuse` (outlined, red). */
export interface ConfirmedAction<Key extends string> {
  key: Key;
  label: string;
  tone: 'approve' | 'refuse';
  /** What the confirmation says will happen. */
  text: string;
  /** Why the action cannot be taken yet: the button is disabled, and this shows under the row as its description. */
  disabledReason?: string;
  /**
   * A dialog of its own that asks instead of the plain confirmation (a form with more to say), which runs the
   * action itself: open while asked, drawn anew at each asking so that its fields start afresh.
   */
  dialog?: (state: OwnDialogState) => ReactNode;
}

/** What an action's own dialog is given: whether it is open, and how to close it. */
export interface OwnDialogState {
  open: boolean;
  onClose: () => void;
}

/** The action asking with its own dialog, which opening of it this is, and whether it is still open. */
interface OwnAsking<Key extends string> {
  key: Key;
  opening: number;
  isOpen: boolean;
}

/** The words of every confirmation here, the spec's: its title and its two answers. */
export const CONFIRMATION_WORDS = { title: 'Apakah anda yakin?', cancelLabel: 'Tidak', confirmLabel: 'Ya' } as const;

const toneStyles = {
  approve: { variant: 'contained', color: 'success', confirmColor: 'primary' },
  refuse: { variant: 'outlined', color: 'error', confirmColor: 'error' },
} as const;

/**
 * A row of small buttons, each asking before `perform` runs its action (or asking with its own `dialog`, which
 * runs it); the outcome shows as a toast. An action that cannot be taken yet is disabled, its reason written
 * under the row and given as its description.
 */
export function ConfirmedActions<Key extends string>({
  actions,
  perform,
  noWrap = false,
}: {
  actions: ConfirmedAction<Key>[];
  perform: (key: Key) => Promise<{ message: string }>;
  /** Keeps each label on one line. */
  noWrap?: boolean;
}) {
  const { asked, ask, dialog } = useConfirmedMutation(perform);
  const [ownAsking, setOwnAsking] = useState<OwnAsking<Key>>();
  const reasonId = useId();
  const askedAction = actions.find((action) => action.key === asked);
  const ownDialog = actions.find((action) => action.key === ownAsking?.key)?.dialog;
  const reasonIdOf = (key: Key) => `${reasonId}-${key}`;
  const askFor = ({ key, dialog: ownDialogOf }: ConfirmedAction<Key>) => {
    if (!ownDialogOf) ask(key);
    else setOwnAsking((last) => ({ key, opening: (last?.opening ?? 0) + 1, isOpen: true }));
  };
  const closeOwnDialog = () => setOwnAsking((last) => last && { ...last, isOpen: false });
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1}>
        {actions.map((action) => {
          const { key, label, tone, disabledReason } = action;
          return (
            <Button
              key={key}
              size="small"
              variant={toneStyles[tone].variant}
              color={toneStyles[tone].color}
              sx={noWrap ? { whiteSpace: 'nowrap' } : undefined}
              disabled={disabledReason !== undefined}
              aria-describedby={disabledReason === undefined ? undefined : reasonIdOf(key)}
              onClick={() => askFor(action)}
            >
              {label}
            </Button>
          );
        })}
      </Stack>
      {actions.map(({ key, disabledReason }) =>
        disabledReason === undefined ? null : (
          <Typography key={key} id={reasonIdOf(key)} variant="caption" color="textSecondary">
            {disabledReason}
          </Typography>
        ),
      )}
      <ConfirmDialog
        {...dialog}
        {...CONFIRMATION_WORDS}
        text={askedAction?.text}
        confirmColor={askedAction ? toneStyles[askedAction.tone].confirmColor : 'primary'}
      />
      {ownAsking && ownDialog && (
        <Fragment key={ownAsking.opening}>{ownDialog({ open: ownAsking.isOpen, onClose: closeOwnDialog })}</Fragment>
      )}
    </Stack>
  );
}
