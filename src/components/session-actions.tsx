import EventIcon from '@mui/icons-material/EventOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { appNow } from '../lib/app-clock';
import { bookingCalendar, bookingCalendarFileName, type BookedSession } from '../lib/booking-calendar';
import { calendarDownloadUrl } from '../lib/calendar-download';
import { studioWhatsAppLink } from '../lib/whatsapp-links';

/** Saves the session as an .ics file, as a download link would. */
function downloadCalendar(session: BookedSession): void {
  const url = calendarDownloadUrl(bookingCalendar(session, appNow()));
  const link = Object.assign(document.createElement('a'), { href: url, download: bookingCalendarFileName(session.id) });
  link.click();
  // The download has started from the click: the file's address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface ActionProps {
  label: string;
  icon: ReactNode;
  isCompact: boolean;
  color: 'primary' | 'success';
  onClick?: () => void;
  href?: string;
}

/** A labelled button, or in a compact row an icon button named by the same label (shown as its tooltip). */
function SessionAction({ label, icon, isCompact, color, onClick, href }: ActionProps) {
  const link = href ? { href, target: '_blank', rel: 'noreferrer' } : {};
  if (isCompact) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" color={color} aria-label={label} onClick={onClick} {...link}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button size="small" variant="outlined" color={color} startIcon={icon} onClick={onClick} {...link}>
      {label}
    </Button>
  );
}

export interface SessionActionsProps {
  session: BookedSession;
  /** Only a session still to come is worth a calendar entry. */
  isUpcoming: boolean;
  /** Icon buttons, for the rows of a table. */
  isCompact?: boolean;
}

/** Around a booked session: put it in a calendar, and ask the studio about it on WhatsApp, the booking named in the message. */
export function SessionActions({ session, isUpcoming, isCompact = false }: SessionActionsProps) {
  return (
    <>
      {isUpcoming && (
        <SessionAction label="Tambah ke Kalender" icon={<EventIcon fontSize="small" />} color="primary" isCompact={isCompact} onClick={() => downloadCalendar(session)} />
      )}
      <SessionAction label="Hubungi via WhatsApp" icon={<WhatsAppIcon fontSize="small" />} color="success" isCompact={isCompact} href={studioWhatsAppLink(session)} />
    </>
  );
}
