import { FIRST_SLOT, LAST_SLOT, SESSION_MINUTES } from '../lib/rules/slots';
import { formatClockTime, formatStudioTime, formatTimeSpan } from '../lib/format';
import { sessionEndTime } from '../lib/time/session-time';
import { STUDIO_NAME } from './studio-name';

/**
 * The studio's facts that follow from the app's rules: its name and hours, shown in the footer and on the contact
 * page. How to reach it (address, numbers, handles) is the studio's to change: its settings' `contact`.
 */
export const studioInfo = {
  name: STUDIO_NAME,
  /** Every day the same slots: open from the first slot's start to the last one's end. */
  openingHours: [
    {
      days: 'Setiap hari',
      hours: formatTimeSpan(FIRST_SLOT, sessionEndTime(LAST_SLOT)),
    },
  ],
  /** A session holds one slot: how long it lasts, and when the first and the last start. */
  sessions: { minutes: SESSION_MINUTES, first: formatClockTime(FIRST_SLOT), last: formatStudioTime(LAST_SLOT) },
} as const;
