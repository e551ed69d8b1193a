import { slotStart } from '@/lib/rules/studio-time';
import type { Reservation } from '@/lib/api/api-types';

export interface HistoryGroups {
  upcoming: Reservation[];
  past: Reservation[];
}

const startOf = (reservation: Reservation) => slotStart(reservation.date, reservation.timeSlot.time).getTime();

/** Soonest session first; the same slot (never two of one customer's) by id. */
const bySession = (first: Reservation, second: Reservation) => startOf(first) - startOf(second) || first.id - second.id;

/**
 * The history in two groups, each in date order. 'Akan datang' holds every booking still pending, whatever
 * its date: a pending booking is still open, a payment is awaited or a paid session is to come (the backend
 * cancels one still unpaid at its deadline, before the session at the latest, and the studio marks a booking
 * Selesai once its session took place), so a paid session that has just ended stays there until the studio
 * closes it. 'Selesai/Dibatalkan' holds the finished (`success`, done whatever its date, as only the studio
 * marks it) and the cancelled ones, the most recent session first.
 */
export function groupHistory(reservations: Reservation[]): HistoryGroups {
  const upcoming = reservations.filter((reservation) => reservation.status === 'pending').sort(bySession);
  const past = reservations
    .filter((reservation) => reservation.status !== 'pending')
    .sort((first, second) => bySession(second, first));
  return { upcoming, past };
}
