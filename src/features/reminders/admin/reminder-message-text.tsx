import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Reminder } from '@/lib/api/api-types';
import { reminderBody } from '@/content/reminder-message';

/** Lines of a message shown before it is opened in full: the greeting and what it is about. */
const COLLAPSED_LINES = 4;

/** The sheet a message is shown on, as a quote inside its card. */
export const MESSAGE_BOX = { p: 1.5, borderRadius: 2, bgcolor: 'background.default', minWidth: 0 } as const;

/**
 * What the customer receives: the subject, then the body as WhatsApp will show it (its link made absolute).
 * A long body shows its first lines until opened, so the queue stays easy to scan; the whole text is in the
 * page either way, for screen readers and for finding on the page.
 */
export function ReminderMessageText({ reminder }: { reminder: Pick<Reminder, 'subject' | 'body' | 'link'> }) {
  const bodyId = useId();
  const body = reminderBody(reminder);
  const isLong = body.split('\n').length > COLLAPSED_LINES;
  const [isOpen, setOpen] = useState(false);
  const isClamped = isLong && !isOpen;
  return (
    <Box sx={MESSAGE_BOX}>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {reminder.subject}
      </Typography>
      <Typography
        id={bodyId}
        variant="body2"
        sx={{
          mt: 0.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(isClamped && {
            display: '-webkit-box',
            WebkitLineClamp: COLLAPSED_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }),
        }}
      >
        {body}
      </Typography>
      {isLong && (
        <Button
          size="small"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setOpen((open) => !open)}
          sx={{ mt: 0.5, ml: -1 }}
        >
          {isOpen ? 'Ringkas pesan' : 'Tampilkan seluruh pesan'}
        </Button>
      )}
    </Box>
  );
}
