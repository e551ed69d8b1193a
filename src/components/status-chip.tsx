import Chip from '@mui/material/Chip';
import type { StatusLabel } from '../content/status-labels';

const toneStyles: Record<StatusLabel['tone'], { bgcolor: string; color: string }> = {
  warning: { bgcolor: '#FCEFC7', color: '#7A5200' },
  success: { bgcolor: '#DDF1E4', color: '#1E5C38' },
  error: { bgcolor: '#F8DEDC', color: '#8C1D18' },
  info: { bgcolor: '#E4ECF7', color: '#1F4C8A' },
  default: { bgcolor: '#EFE6DC', color: '#4A3640' },
};

/** A status badge: yellow pending, green done, red cancelled or expired. */
export function StatusChip({ status }: { status: StatusLabel }) {
  return <Chip size="small" label={status.label} sx={toneStyles[status.tone]} />;
}
