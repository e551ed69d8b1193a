import EventIcon from '@mui/icons-material/EventOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { StudioContact } from '../lib/api/api-types';
import { useStudioContact } from '../lib/api/endpoints/settings';
import { appNow } from '../lib/time/app-clock';
import { bookingCalendar, bookingCalendarFileName, type BookedSession } from '../content/booking-calendar';
import { calendarDownloadUrl } from '../lib/calendar-download';
import { downloadObjectUrl } from '../lib/save-file';
import { studioWhatsAppLink } from '../content/whatsapp-links';
import { ActionButton } from './action-button';

/** Saves the session as an .ics file, as a download link would. */
function downloadCalendar(session: BookedSession, contact: StudioContact): void {
  const calendar = bookingCalendar(session, appNow(), contact);
  downloadObjectUrl(calendarDownloadUrl(calendar), bookingCalendarFileName(session.id));
}

export interface SessionActionsProps {
  session: BookedSession;
  /** Only a session still to come is worth a calendar entry. */
  isUpcoming: boolean;
  /** Icon buttons, for the rows of a table. */
  isCompact?: boolean;
}

/**
 * Around a booked session: put it in a calendar, and ask the studio about it on WhatsApp, the booking named in the
 * message. Both need the studio's contact facts: they show once its settings are known.
 */
export function SessionActions({ session, isUpcoming, isCompact = false }: SessionActionsProps) {
  const contact = useStudioContact();
  if (!contact) return null;
  const chat = studioWhatsAppLink(session, contact);
  return (
    <>
      {isUpcoming && (
        <ActionButton
          label="Tambah ke Kalender"
          icon={<EventIcon fontSize="small" />}
          color="primary"
          isCompact={isCompact}
          onClick={() => downloadCalendar(session, contact)}
        />
      )}
      {chat && (
        <ActionButton
          label="Hubungi via WhatsApp"
          icon={<WhatsAppIcon fontSize="small" />}
          color="success"
          isCompact={isCompact}
          href={chat}
        />
      )}
    </>
  );
}
