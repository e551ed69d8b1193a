import type { Reminder } from '../lib/api/api-types';
import { routerBasename } from '../lib/config';
import { whatsAppChatLink } from './whatsapp-links';

/** The absolute address of an app path (`/payment/12`) on the site's own origin and base path, for a message to carry. */
export function appPageUrl(path: string): string {
  return new URL(`${routerBasename}${path.replace(/^\//, '')}`, globalThis.location.origin).href;
}

/** A path standing on its own in a text: not part of a longer path or word. */
const standalone = (path: string) =>
  new RegExp(`(?<![\\w/])${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/])`, 'g');

/**
 * A reminder's body as the customer reads it: the app path the backend wrote (`/payment/12`) becomes the
 * page's absolute address on this site, under its base path. The customer's messages, the admin's queue and
 * the demo panel's inbox all show it so.
 */
export function reminderBody(reminder: Pick<Reminder, 'body' | 'link'>): string {
  const { body, link } = reminder;
  return link === null ? body : body.replace(standalone(link), appPageUrl(link));
}

/** The admin's WhatsApp chat with the reminder's customer, its body written in; undefined when the phone is not WhatsApp's. */
export function reminderWhatsAppLink(reminder: Pick<Reminder, 'body' | 'link' | 'recipient'>): string | undefined {
  return whatsAppChatLink(reminder.recipient, reminderBody(reminder));
}
