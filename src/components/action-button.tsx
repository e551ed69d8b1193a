import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface ActionButtonProps {
  /** The action's accessible name in either form, and the icon button's tooltip. */
  label: string;
  /** What the labelled button shows when it is shorter than the name; the name itself otherwise. */
  text?: string;
  icon: ReactNode;
  color: 'primary' | 'success' | 'error';
  /** An icon button, for the rows of a table. */
  isCompact?: boolean;
  onClick?: () => void;
  /** Makes the action a link that opens this address in a new tab. */
  href?: string;
}

/** A small outlined button with an icon and its text, or in a compact row an icon button with the same name, shown as its tooltip. */
export function ActionButton({
  label,
  text = label,
  icon,
  color,
  isCompact = false,
  onClick,
  href,
}: ActionButtonProps) {
  const link = href ? { href, target: '_blank', rel: 'noreferrer' } : {};
  if (isCompact) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" color={color} aria-label={label} onClick={onClick} {...link}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      color={color}
      startIcon={icon}
      aria-label={text === label ? undefined : label}
      onClick={onClick}
      {...link}
    >
      {text}
    </Button>
  );
}
