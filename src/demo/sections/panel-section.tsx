import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled group of the demo panel. */
export function PanelSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.25}>
      <div>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="textSecondary">
            {hint}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}

export interface PanelChoice {
  label: string;
  onSelect: () => void;
}

/** A section's one-click choices, as a wrapping row of small outlined buttons; `children` follow them. */
export function PanelChoices({
  choices,
  disabled,
  children,
}: {
  choices: PanelChoice[];
  disabled: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {choices.map(({ label, onSelect }) => (
        <Button key={label} variant="outlined" size="small" disabled={disabled} onClick={onSelect}>
          {label}
        </Button>
      ))}
      {children}
    </Stack>
  );
}
