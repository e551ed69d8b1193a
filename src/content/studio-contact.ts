import type { StudioContact } from '../lib/api/api-types';
import { toWhatsAppNumber } from '../lib/rules/phone-numbers';

/** A social network the studio is on, as the site links it. */
export interface SocialLink {
  network: 'Instagram' | 'TikTok' | 'Facebook';
  /** As people see it: "@studiosenja.id", or a Facebook page's name. */
  handle: string;
  url: string;
}

/** The WhatsApp chat with a phone number as people write it; undefined when it is not a WhatsApp number. */
export function whatsAppChatUrl(phone: string): string | undefined {
  const number = toWhatsAppNumber(phone);
  return number === undefined ? undefined : `https://wa.me/${number}`;
}

/** The studio's WhatsApp chat, from the number its settings keep. */
export const studioWhatsAppUrl = (contact: Pick<StudioContact, 'whatsapp'>) => whatsAppChatUrl(contact.whatsapp);

/** The networks the studio has a handle on, in the order the site shows them; an empty handle is no link. */
export function studioSocialLinks(contact: Pick<StudioContact, 'instagram' | 'tiktok' | 'facebook'>): SocialLink[] {
  const links: (SocialLink | false)[] = [
    contact.instagram !== '' && {
      network: 'Instagram',
      handle: `@${contact.instagram}`,
      url: `https://instagram.com/${contact.instagram}`,
    },
    contact.tiktok !== '' && {
      network: 'TikTok',
      handle: `@${contact.tiktok}`,
      url: `https://www.tiktok.com/@${contact.tiktok}`,
    },
    contact.facebook !== '' && {
      network: 'Facebook',
      handle: contact.facebook,
      url: `https://facebook.com/${contact.facebook}`,
    },
  ];
  return links.filter((link) => link !== false);
}
