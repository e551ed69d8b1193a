import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
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
}

const toneStyles = {
  approve: { variant: 'contained', color: 'success', confirmColor: 'primary' },
  refuse: { variant: 'outlined', color: 'error', confirmColor: 'error' },
} as const;

/**
 * A row of small buttons, each asking before `perform` runs its action; the outcome shows as a toast. An
 * action that cannot be taken yet is disabled, its reason written under the row and given as its description.
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
  const reasonId = useId();
  const askedAction = actions.find((action) => action.key === asked);
  const reasonIdOf = (key: Key) => `${reasonId}-${key}`;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1}>
        {actions.map(({ key, label, tone, disabledReason }) => (
          <Button
            key={key}
            size="small"
            variant={toneStyles[tone].variant}
            color={toneStyles[tone].color}
            sx={noWrap ? { whiteSpace: 'nowrap' } : undefined}
            disabled={disabledReason !== undefined}
            aria-describedby={disabledReason === undefined ? undefined : reasonIdOf(key)}
            onClick={() => ask(key)}
          >
            {label}
          </Button>
        ))}
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
        title="Apakah anda yakin?"
        text={askedAction?.text}
        cancelLabel="Tidak"
        confirmLabel="Ya"
        confirmColor={askedAction ? toneStyles[askedAction.tone].confirmColor : 'primary'}
      />
    </Stack>
  );
}
