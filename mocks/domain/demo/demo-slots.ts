import type { Db } from '@mocks/db/schema';
import { conflict } from '../errors';
import { holdsSlot, isSlotHeld } from '../reservations/bookable-slot';
import { closureOn } from '../closures/closed-days';
import { addDays, DAY_MS, HOUR_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';

/** A slot of a day that no booking holds. */
export interface OpenSlot {
  date: string;
  timeId: number;
  start: Date;
}

/** How far scenarios look for an open slot, in days. */
const SEARCH_DAYS = 60;

/** A session is over an hour after it starts, as the seed counts it. */
export const sessionEnd = (slot: OpenSlot) => new Date(slot.start.getTime() + HOUR_MS);
export const sessionIsOver = (slot: OpenSlot, now: Date) => sessionEnd(slot) <= now;

/** The bookings that hold a slot on a day. */
export const bookingsOn = (db: Db, date: string) =>
  db.reservations.filter((row) => row.date === date && holdsSlot(row)).length;

/** A day's slots that no booking holds, by time; none on a day the studio is closed. */
export function openSlotsOn(db: Db, date: string): OpenSlot[] {
  if (closureOn(db, date)) return [];
  return db.timeSlots
    .filter((slot) => !isSlotHeld(db, date, slot.time))
    .map((slot) => ({ date, timeId: slot.id, start: slotStart(date, slot.time) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

function searchDays(db: Db, days: string[], accepts: (slot: OpenSlot) => boolean): OpenSlot {
  for (const day of days) {
    const slot = openSlotsOn(db, day).find(accepts);
    if (slot) return slot;
  }
  throw conflict('Tidak ada jadwal kosong untuk skenario demo ini');
}

const daysFrom = (first: string, step: 1 | -1) =>
  Array.from({ length: SEARCH_DAYS }, (_, index) => addDays(first, index * step));

/** The first open slot still to start, from `daysAhead` studio days after `now` on. */
export function upcomingOpenSlot(db: Db, now: Date, daysAhead: number): OpenSlot {
  return searchDays(db, daysFrom(addDays(studioDayOf(now), daysAhead), 1), (slot) => slot.start > now);
}

/** The first open slot starting more than an hour after `now` and within a day of it: a session tomorrow, or later today. */
export function openSlotWithinADay(db: Db, now: Date): OpenSlot {
  const today = studioDayOf(now);
  const soon = (slot: OpenSlot) =>
    slot.start.getTime() > now.getTime() + HOUR_MS && slot.start.getTime() <= now.getTime() + DAY_MS;
  return searchDays(db, [today, addDays(today, 1)], soon);
}

/** How late a customer at the desk may be for a session they are still shown into. */
const LATE_ARRIVAL_MS = 10 * 60_000;

/**
 * Today's open slot of a customer who has just come in: the session under way that started at most ten minutes
 * ago, else the next one to start; once every session of the day has started, its last open one.
 */
export function counterSlot(db: Db, now: Date): OpenSlot {
  const open = openSlotsOn(db, studioDayOf(now));
  const slot = open.find((candidate) => candidate.start.getTime() > now.getTime() - LATE_ARRIVAL_MS) ?? open.at(-1);
  if (!slot) throw conflict('Tidak ada jadwal kosong untuk skenario demo ini');
  return slot;
}

/** The first open slot of the latest day before today that has one: a session already over. */
export function pastOpenSlot(db: Db, now: Date): OpenSlot {
  return searchDays(db, daysFrom(addDays(studioDayOf(now), -1), -1), (slot) => sessionIsOver(slot, now));
}
