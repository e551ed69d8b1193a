import { FIRST_SLOT, LAST_SLOT, SESSION_MINUTES } from '../lib/rules/slots';
import { formatClockTime, formatStudioTime, formatTimeSpan } from '../lib/format';
import { sessionEndTime } from '../lib/time/session-time';
import { STUDIO_ADDRESS, STUDIO_NAME } from './studio-address';

/** The studio's public facts: shown in the footer and on the contact page. */
export const studioInfo = {
  name: STUDIO_NAME,
  address: STUDIO_ADDRESS,
  phone: '+62 812-3456-7890',
  whatsappUrl: 'https://wa.me/6281234567890',
  email: 'halo@studiosenja.id',
  /** Every day the same slots: open from the first slot's start to the last one's end. */
  openingHours: [
    {
      days: 'Setiap hari',
      hours: formatTimeSpan(FIRST_SLOT, sessionEndTime(LAST_SLOT)),
    },
  ],
  /** A session holds one slot: how long it lasts, and when the first and the last start. */
  sessions: { minutes: SESSION_MINUTES, first: formatClockTime(FIRST_SLOT), last: formatStudioTime(LAST_SLOT) },
  socials: [
    { network: 'Instagram', handle: '@studiosenja.id', url: 'https://instagram.com/studiosenja.id' },
    { network: 'TikTok', handle: '@studiosenja', url: 'https://www.tiktok.com/@studiosenja' },
    { network: 'Facebook', handle: 'Studio Senja Jogja', url: 'https://facebook.com/studiosenjajogja' },
  ],
} as const;
