import { SESSION_MINUTES } from '../lib/rules/slots';
import { MINUTE_MS, slotStart } from '../lib/rules/studio-time';
import type { CategoryRef, Reschedule, StudioContact, TimeSlot } from '../lib/api/api-types';
import { studioInfo } from './studio-info';

/** What a calendar entry needs of a booking: a `Reservation` or a transaction's reservation both fit. */
export interface BookedSession {
  id: number;
  /** The calendar day at 00:00 UTC. */
  date: string;
  timeSlot: Pick<TimeSlot, 'time'>;
  category: Pick<CategoryRef, 'name'>;
  categoryPackage: { name: string };
  /** Its moves: each one is a new version of the same calendar event. */
  reschedules: readonly Pick<Reschedule, 'id'>[];
}

const MAX_LINE_OCTETS = 75;

/**
 * The booked session as an iCalendar (RFC 5545) file. Times are written in UTC ("Z"): every calendar app
 * reads them the same way without a VTIMEZONE block, and Jakarta has no daylight saving time that a
 * TZID would have to follow. `now` is the moment the file is made (DTSTAMP). The UID is the booking's for
 * good; SEQUENCE counts its moves, so a calendar that imported the first file replaces the event with the
 * moved one instead of keeping both. Its location is the studio's address as its settings say (`place`).
 */
export function bookingCalendar(session: BookedSession, now: Date, place: Pick<StudioContact, 'address'>): string {
  const startsAt = slotStart(session.date, session.timeSlot.time);
  const endsAt = new Date(startsAt.getTime() + SESSION_MINUTES * MINUTE_MS);
  const summary = `Sesi foto ${studioInfo.name}: ${session.category.name} – ${session.categoryPackage.name}`;
  const description =
    `Reservasi #${session.id}\n` +
    'Mohon datang 10 menit sebelum sesi dimulai dan sebutkan nomor reservasi ini kepada petugas.';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${studioInfo.name}//Reservasi Sesi Foto//ID`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservasi-${session.id}@studio-senja`,
    `SEQUENCE:${session.reschedules.length}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(startsAt)}`,
    `DTEND:${utcDateTime(endsAt)}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(place.address)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The name the calendar file is saved under: "sesi-foto-reservasi-12.ics". */
export function bookingCalendarFileName(reservationId: number): string {
  return `sesi-foto-reservasi-${reservationId}.ics`;
}

/** 2026-11-26T02:20:00.000Z -> "20261126T022000Z". */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslashes, semicolons and commas, and write line breaks as "\n". */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (special) => `\\${special}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets go on in lines that start with a space, never splitting a character. */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n');
}

function utf8Octets(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}
