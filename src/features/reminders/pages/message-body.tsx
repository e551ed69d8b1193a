import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Reminder } from '@/lib/api/api-types';
import { messageParts, type MessagePart } from './message-parts';

function PartOfBody({ part }: { part: MessagePart }) {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'app-page':
      return (
        <Link component={RouterLink} to={part.to} underline="always">
          {part.text}
        </Link>
      );
    case 'web-page':
      return (
        <Link href={part.href} target="_blank" rel="noopener noreferrer" underline="always">
          {part.text}
        </Link>
      );
  }
}

/**
 * A reminder's text as the email has it, line by line, its addresses clickable. A long address breaks
 * anywhere rather than widen a phone's screen.
 */
export function MessageBody({ reminder }: { reminder: Pick<Reminder, 'body' | 'link'> }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {messageParts(reminder).map((part, index) => (
        <PartOfBody key={index} part={part} />
      ))}
    </Typography>
  );
}
