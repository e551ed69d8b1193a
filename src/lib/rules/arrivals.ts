/**
 * Arrivals at the studio: the code a customer shows, the admin's check-in, and the no-show the admin may mark
 * once a session is well under way without them. The backend's rules and the today page's buttons read these.
 */
import type { ReservationStatus } from '../api/api-types';
import { HOUR_MS, MINUTE_MS, slotStart, studioDay } from './studio-time';

/** The characters of an arrival code: no 0/O, 1/I/L, which read alike on a screen and over the phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 6;
const CODE_SPACE = CODE_ALPHABET.length ** CODE_LENGTH;
/** Spreads consecutive ids over the codes; coprime with the number of codes, so each id has its own code. */
const SPREAD = 387_420_489;
const OFFSET = 104_729;

/** How long before its session a booking shows its arrival code to the customer. */
export const ARRIVAL_CODE_SHOWN_FROM_MS = 24 * HOUR_MS;
/** How long after its start a session without the customer may be marked a no-show. */
export const NO_SHOW_AFTER_MS = 15 * MINUTE_MS;

export const ARRIVAL_CODE_INVALID_MESSAGE = 'Kode kedatangan tidak valid';
export const ALREADY_CHECKED_IN_MESSAGE = 'Pelanggan sudah check-in';
export const NOT_CHECKED_IN_MESSAGE = 'Pelanggan belum check-in';
export const NOT_SESSION_DAY_MESSAGE = 'Hanya dapat dilakukan pada hari sesi';
export const CANCELLED_MESSAGE = 'Reservasi sudah dibatalkan';
export const FINISHED_MESSAGE = 'Reservasi sudah selesai';
export const MARKED_NO_SHOW_MESSAGE = 'Reservasi sudah ditandai tidak hadir';
export const NOT_NO_SHOW_MESSAGE = 'Reservasi tidak ditandai tidak hadir';
export const NO_SHOW_TOO_EARLY_MESSAGE = 'Tidak hadir baru dapat ditandai 15 menit setelah sesi dimulai';

/** The modular inverse of `SPREAD`, so a code reads back as its booking's id. */
function inverseOfSpread(): number {
  let [oldR, r] = [BigInt(SPREAD), BigInt(CODE_SPACE)];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  const space = BigInt(CODE_SPACE);
  return Number(((oldS % space) + space) % space);
}

const UNSPREAD = inverseOfSpread();

const mulMod = (a: number, b: number) => Number((BigInt(a) * BigInt(b)) % BigInt(CODE_SPACE));

/** A booking's arrival code: its id, spread and written in `CODE_ALPHABET`, so neighbours do not look alike. */
export function arrivalCodeOf(reservationId: number): string {
  let value = (mulMod(reservationId, SPREAD) + OFFSET) % CODE_SPACE;
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code = (CODE_ALPHABET[value % CODE_ALPHABET.length] ?? '') + code;
    value = Math.floor(value / CODE_ALPHABET.length);
  }
  return code;
}

/**
 * The booking an arrival code names, as typed or scanned (spaces, dashes and case do not matter), or undefined
 * for text that is not a code.
 */
export function reservationIdOfArrivalCode(text: string): number | undefined {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return undefined;
  let value = 0;
  for (const character of code) {
    const digit = CODE_ALPHABET.indexOf(character);
    if (digit === -1) return undefined;
    value = value * CODE_ALPHABET.length + digit;
  }
  const id = mulMod((value - OFFSET + CODE_SPACE) % CODE_SPACE, UNSPREAD);
  return id > 0 ? id : undefined;
}

/** What the arrival rules need of a booking: its status, its session and when it was checked in. */
export interface ArrivingBooking {
  status: ReservationStatus;
  /** The calendar day at 00:00 UTC. */
  date: string;
  /** HH:mm */
  time: string;
  checkedInAt: string | null;
}

/**
 * A booking as the API shows it (a `Reservation`, a transaction's `reservation`), as these rules read it; a
 * transaction's reservation does not say when it was checked in, which only the admin's rules read.
 */
export function arrivingOf(booking: {
  status: ReservationStatus;
  date: string;
  timeSlot: { time: string };
  checkedInAt?: string | null;
}): ArrivingBooking {
  const { status, date, timeSlot, checkedInAt = null } = booking;
  return { status, date, time: timeSlot.time, checkedInAt };
}

/** Whether the customer may see the booking's arrival code at `now`: a pending booking from 24 hours before. */
export function isArrivalCodeShown(booking: Omit<ArrivingBooking, 'checkedInAt'>, now: Date): boolean {
  const start = slotStart(booking.date, booking.time).getTime();
  return booking.status === 'pending' && now.getTime() >= start - ARRIVAL_CODE_SHOWN_FROM_MS;
}

/** Whether a check-in came after the session started: it still ends on time. */
export function isLateArrival(booking: Pick<ArrivingBooking, 'date' | 'time' | 'checkedInAt'>): boolean {
  return booking.checkedInAt !== null && new Date(booking.checkedInAt) > slotStart(booking.date, booking.time);
}

/** Why a booking that is not pending takes no arrival, or undefined for a pending one. */
function endedRefusal(status: ReservationStatus): string | undefined {
  if (status === 'cancelled') return CANCELLED_MESSAGE;
  if (status === 'success') return FINISHED_MESSAGE;
  if (status === 'no-show') return MARKED_NO_SHOW_MESSAGE;
  return undefined;
}

const isSessionDay = (booking: Pick<ArrivingBooking, 'date'>, now: Date) => booking.date.startsWith(studioDay(now));

/** Why the admin may not check a booking in at `now`, or undefined: a pending booking, not yet in, on its day. */
export function checkInRefusal(booking: ArrivingBooking, now: Date): string | undefined {
  const ended = endedRefusal(booking.status);
  if (ended) return ended;
  if (booking.checkedInAt !== null) return ALREADY_CHECKED_IN_MESSAGE;
  if (!isSessionDay(booking, now)) return NOT_SESSION_DAY_MESSAGE;
  return undefined;
}

/** Why the admin may not undo a check-in at `now`, or undefined: a pending booking checked in, on its day. */
export function undoCheckInRefusal(booking: ArrivingBooking, now: Date): string | undefined {
  const ended = endedRefusal(booking.status);
  if (ended) return ended;
  if (booking.checkedInAt === null) return NOT_CHECKED_IN_MESSAGE;
  if (!isSessionDay(booking, now)) return NOT_SESSION_DAY_MESSAGE;
  return undefined;
}

/**
 * Why the admin may not mark a booking a no-show at `now`, or undefined: a pending booking nobody checked in,
 * from 15 minutes after its start until the end of its day. Never done by the clock alone.
 */
export function noShowRefusal(booking: ArrivingBooking, now: Date): string | undefined {
  const ended = endedRefusal(booking.status);
  if (ended) return ended;
  if (booking.checkedInAt !== null) return ALREADY_CHECKED_IN_MESSAGE;
  if (now.getTime() < slotStart(booking.date, booking.time).getTime() + NO_SHOW_AFTER_MS)
    return NO_SHOW_TOO_EARLY_MESSAGE;
  if (!isSessionDay(booking, now)) return NOT_SESSION_DAY_MESSAGE;
  return undefined;
}

/** Why the admin may not undo a no-show at `now`, or undefined: a booking marked so, on its session's day. */
export function undoNoShowRefusal(booking: ArrivingBooking, now: Date): string | undefined {
  if (booking.status !== 'no-show') return NOT_NO_SHOW_MESSAGE;
  if (!isSessionDay(booking, now)) return NOT_SESSION_DAY_MESSAGE;
  return undefined;
}
