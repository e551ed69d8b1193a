import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../lib/rules/settings';
import { studioSocialLinks, studioWhatsAppUrl } from './studio-contact';

const { contact } = DEFAULT_SETTINGS;

describe('the studio’s contact facts as the site links them', () => {
  it('chat on WhatsApp with the number as written, in international form', () => {
    expect(studioWhatsAppUrl(contact)).toBe('https://wa.me/6281234567890');
    expect(studioWhatsAppUrl({ whatsapp: '+62 811 2233 4455' })).toBe('https://wa.me/6281122334455');
    expect(studioWhatsAppUrl({ whatsapp: 'tidak ada' })).toBeUndefined();
  });

  it('link each network with a handle, in the site’s order, and none without one', () => {
    expect(studioSocialLinks(contact)).toEqual([
      { network: 'Instagram', handle: '@studiosenja.id', url: 'https://instagram.com/studiosenja.id' },
      { network: 'TikTok', handle: '@studiosenja', url: 'https://www.tiktok.com/@studiosenja' },
      { network: 'Facebook', handle: 'studiosenjajogja', url: 'https://facebook.com/studiosenjajogja' },
    ]);
    expect(studioSocialLinks({ ...contact, instagram: '', facebook: '' }).map((link) => link.network)).toEqual([
      'TikTok',
    ]);
  });
});
