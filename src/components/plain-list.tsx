import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface PlainListProps {
  /** The list's accessible name. */
  label: string;
  /** True while its items are placeholders, or about to be replaced. */
  isBusy?: boolean;
  /** The space between items, in theme spacing units. */
  spacing?: number;
  children: ReactNode;
}

/**
 * A list of cards or messages without bullets. Its list role is explicit: Safari drops it from lists styled
 * without bullets, and a screen reader would no longer say how many items it holds.
 */
export function PlainList({ label, isBusy, spacing = 0, children }: PlainListProps) {
  return (
    <Stack
      component="ul"
      role="list"
      aria-label={label}
      aria-busy={isBusy}
      spacing={spacing}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {children}
    </Stack>
  );
}
