import Typography from '@mui/material/Typography';
import type { Tone } from '@/content/status-labels';
import type { HistoryStatusText } from '../history/history-status';

/** The mark beside the line: its colour is decoration, the words say it all. */
const markColors: Record<Tone, string> = {
  warning: 'warning.main',
  error: 'error.main',
  info: 'info.main',
  success: 'success.main',
  default: 'divider',
};

/** What an entry waits for and by when, marked in the colour of its state. */
export function HistoryStatusLine({ line }: { line: HistoryStatusText }) {
  return (
    <Typography
      variant="body2"
      sx={{ borderLeft: 3, borderColor: markColors[line.tone], pl: 1, overflowWrap: 'anywhere' }}
    >
      {line.text}
    </Typography>
  );
}
