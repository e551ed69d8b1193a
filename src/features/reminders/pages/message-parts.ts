import type { Reminder } from '@/lib/api/api-types';
import { appPageUrl, reminderBody } from '@/content/reminder-message';

/** A piece of a reminder's body: plain text, a page of this app, or an address elsewhere (Google Maps). */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'app-page'; text: string; to: string }
  | { kind: 'web-page'; text: string; href: string };

/** An address written in a body; the backend ends each at a space or the end of its line. */
const WEB_ADDRESS = /(https?:\/\/\S+)/;

/**
 * A reminder's body as the customer reads it (its link absolute, see `reminderBody`), cut at every address
 * it writes, so that each can be shown as a link: the reminder's own link leads to the app's page.
 */
export function messageParts(reminder: Pick<Reminder, 'body' | 'link'>): MessagePart[] {
  const { link } = reminder;
  const appAddress = link === null ? undefined : appPageUrl(link);
  return reminderBody(reminder)
    .split(WEB_ADDRESS)
    .map((text, index): MessagePart => {
      // split() with a captured group puts every address at an odd index.
      if (index % 2 === 0) return { kind: 'text', text };
      return link !== null && text === appAddress
        ? { kind: 'app-page', text, to: link }
        : { kind: 'web-page', text, href: text };
    })
    .filter((part) => part.text !== '');
}
