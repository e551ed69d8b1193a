import Stack from '@mui/material/Stack';
import type { Notification } from '@/lib/api/api-types';
import { EmailMessage } from './email-message';

/** The customer's emails, newest first and open, as the API lists them. */
export function MessageInbox({ messages }: { messages: Notification[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Pesan masuk" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {messages.map((message, index) => (
        <li key={message.id}>
          <EmailMessage notification={message} defaultExpanded={index === 0} />
        </li>
      ))}
    </Stack>
  );
}
