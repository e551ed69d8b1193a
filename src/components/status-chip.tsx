import Chip from '@mui/material/Chip';
import type { StatusLabel } from '../content/status-labels';

const toneStyles: Record<StatusLabel['tone'], { bgcolor: string; color: string }> = {
  warning: { bgcolor: '#FCEFC7', color: '#7A5200' },
  success: { bgcolor: '#DDF1E4', color: '#1E5C38' },
  error: { bgcolor: '#F8DEDC', color: '#8C1D18' },
  info: { bgcolor: '#E4ECF7', color: '#1F4C8A' },
  default: { bgcolor: '#EFE6DC', color: '#4A3640' },
};

/**
 * On phones the label breaks between its words when the chip has less room than it needs on one line; wider
 * screens have the room, and keep it on one.
 */
const wrappingOnPhonesStyle = {
  height: { xs: 'auto', sm: 24 },
  minHeight: 24,
  py: { xs: 0.25, sm: 0 },
  '& .MuiChip-label': { whiteSpace: { xs: 'normal', sm: 'nowrap' }, textAlign: 'center' },
} as const;

export interface StatusChipProps {
  status: StatusLabel;
  /** Lets a long label take two lines on phones, e.g. in a narrow table column. */
  wraps?: boolean;
}

/** A status badge: yellow pending, green done, red cancelled or expired. */
export function StatusChip({ status, wraps = false }: StatusChipProps) {
  return (
    <Chip
      size="small"
      label={status.label}
      sx={wraps ? { ...toneStyles[status.tone], ...wrappingOnPhonesStyle } : toneStyles[status.tone]}
    />
  );
}
