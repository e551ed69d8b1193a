import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedMutation } from './use-confirmed-mutation';

/** An action that takes effect once confirmed: `approve` (filled, green) or `refuse` (outlined, red). */
export interface ConfirmedAction<Key extends string> {
  key: Key;
  label: string;
  tone: 'approve' | 'refuse';
  /** What the confirmation says will happen. */
  text: string;
}

const toneStyles = {
  approve: { variant: 'contained', color: 'success', confirmColor: 'primary' },
  refuse: { variant: 'outlined', color: 'error', confirmColor: 'error' },
} as const;

/** A row of small buttons, each asking before `perform` runs its action; the outcome shows as a toast. */
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
  const askedAction = actions.find((action) => action.key === asked);
  return (
    <Stack direction="row" spacing={1}>
      {actions.map(({ key, label, tone }) => (
        <Button
          key={key}
          size="small"
          variant={toneStyles[tone].variant}
          color={toneStyles[tone].color}
          sx={noWrap ? { whiteSpace: 'nowrap' } : undefined}
          onClick={() => ask(key)}
        >
          {label}
        </Button>
      ))}
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
