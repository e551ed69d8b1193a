import { PlainList } from '@/components/plain-list';
import type { Reminder } from '@/lib/api/api-types';
import { EmailMessage } from './email-message';

/** The customer's emails, newest first and open, as the API lists them. */
export function MessageInbox({ messages }: { messages: Reminder[] }) {
  return (
    <PlainList label="Pesan masuk" spacing={1.5}>
      {messages.map((message, index) => (
        <li key={message.id}>
          <EmailMessage reminder={message} defaultExpanded={index === 0} />
        </li>
      ))}
    </PlainList>
  );
}
