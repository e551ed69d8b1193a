import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingCalendar, bookingCalendarFileName, type BookedSession } from './booking-calendar';

const session: BookedSession = {
  id: 12,
  date: '2026-11-26T00:00:00.000Z',
  timeSlot: { time: '09:20' },
  category: { name: 'Wisuda' },
  categoryPackage: { name: 'Paket Keluarga' },
  reschedules: [],
};
const now = new Date('2026-11-23T05:00:00.000Z');
/** The studio's address, as its settings give it. */
const place = { address: 'Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224' };

function parsedEvent(calendar: string) {
  const vcalendar = ICAL.Component.fromString(calendar);
  const vevent = vcalendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The calendar has no VEVENT');
  return { vcalendar, vevent, event: new ICAL.Event(vevent) };
}

const physicalLines = (calendar: string) => calendar.split('\r\n').slice(0, -1);
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('bookingCalendar', () => {
  it('is an iCalendar file a real parser reads back: calendar properties and one event', () => {
    const { vcalendar, vevent, event } = parsedEvent(bookingCalendar(session, now, place));

    expect(vcalendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vcalendar.getFirstPropertyValue('prodid')).toBe('-//Studio Senja//Reservasi Sesi Foto//ID');
    expect(vcalendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(vcalendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vcalendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe('reservasi-12@studio-senja');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-23T05:00:00Z');
    expect(event.summary).toBe('Sesi foto Studio Senja: Wisuda – Paket Keluarga');
    expect(event.location).toBe('Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224');
    expect(event.description).toBe(
      'Reservasi #12\nMohon datang 10 menit sebelum sesi dimulai dan sebutkan nomor reservasi ini kepada petugas.',
    );
  });

  it('starts a 09:20 WIB session at 02:20 UTC and ends it 20 minutes later', () => {
    const calendar = bookingCalendar(session, now, place);
    const { event } = parsedEvent(calendar);

    expect(calendar).toContain('\r\nDTSTART:20261126T022000Z\r\n');
    expect(calendar).toContain('\r\nDTEND:20261126T024000Z\r\n');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-26T02:20:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-26T02:40:00.000Z');
    expect(event.duration.toSeconds()).toBe(20 * 60);
  });

  it("keeps the booking's UID when it moves, and counts each move in SEQUENCE", () => {
    const first = parsedEvent(bookingCalendar(session, now, place));
    const movedTwice = parsedEvent(
      bookingCalendar(
        { ...session, date: '2026-11-28T00:00:00.000Z', reschedules: [{ id: 3 }, { id: 9 }] },
        now,
        place,
      ),
    );

    expect(first.event.sequence).toBe(0);
    expect(movedTwice.event.uid).toBe(first.event.uid);
    expect(movedTwice.event.sequence).toBe(2);
    expect(movedTwice.event.startDate.toJSDate().toISOString()).toBe('2026-11-28T02:20:00.000Z');
  });

  it('ends every line with CRLF and has no bare line feeds or carriage returns', () => {
    const calendar = bookingCalendar(session, now, place);

    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(calendar.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const awkward = {
      ...session,
      category: { name: 'Pre-wedding; outdoor' },
      categoryPackage: { name: 'A, B\\C\r\nD' },
    };
    const calendar = bookingCalendar(awkward, now, place);

    expect(calendar.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Sesi foto Studio Senja: Pre-wedding\\; outdoor – A\\, B\\\\C\\nD\r\n',
    );
    expect(calendar).toContain('LOCATION:Jl. Cendana No. 18\\, Kotabaru\\, Yogyakarta 55224\r\n');
    expect(parsedEvent(calendar).event.summary).toBe('Sesi foto Studio Senja: Pre-wedding; outdoor – A, B\\C\nD');
  });

  it('folds lines longer than 75 octets with a leading space, and unfolding gives the text back', () => {
    const calendar = bookingCalendar(session, now, place);
    const descriptionStart = physicalLines(calendar).findIndex((line) => line.startsWith('DESCRIPTION:'));
    const continuation = physicalLines(calendar)[descriptionStart + 1];

    expect(octets(physicalLines(calendar)[descriptionStart] ?? '')).toBe(75);
    expect(continuation?.startsWith(' ')).toBe(true);
    expect(calendar.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Reservasi #12\\nMohon datang 10 menit sebelum sesi dimulai ' +
        'dan sebutkan nomor reservasi ini kepada petugas.\r\n',
    );
    for (const line of physicalLines(calendar)) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('counts octets, not characters, and never splits a multi-octet character when folding', () => {
    const longName = `Paket Senja “Keluarga Besar” – ${'é'.repeat(40)} 📸 ${'ü'.repeat(40)}`;
    const calendar = bookingCalendar({ ...session, categoryPackage: { name: longName } }, now, place);
    const lines = physicalLines(calendar);

    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThanOrEqual(3);
    expect(parsedEvent(calendar).event.summary).toBe(`Sesi foto Studio Senja: Wisuda – ${longName}`);
  });
});

describe('bookingCalendarFileName', () => {
  it('names the file after the reservation', () => {
    expect(bookingCalendarFileName(12)).toBe('sesi-foto-reservasi-12.ics');
  });
});
