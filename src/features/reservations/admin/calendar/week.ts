/**
 * The weeks of the admin's calendar, Monday to Sunday, as calendar days at 00:00 UTC (how reservation dates
 * travel), and what the calendar shows of one: its days, with their bookings and closure, and the times of
 * its rows.
 */
import type { ClosedDays, Reservation, TimeSlot } from '@/lib/api/api-types';
import { parseCalendarDay } from '@/lib/rules/calendar-day';
import { closureCovering } from '@/lib/rules/closed-days';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { formatCalendarDate } from '@/lib/format';

const DAYS_IN_WEEK = 7;

/** The day `?week=` names (any day of the week to show), or the studio's today when it names none. */
export function chosenDayOf(weekParam: string | null, now: Date): string {
  return parseCalendarDay(weekParam) ?? studioDayOf(now);
}

/** The first and last day of the week starting on `monday`, as `GET /reservations/range` takes them. */
export function weekRange(monday: string): { startDate: string; endDate: string } {
  return { startDate: monday.slice(0, 10), endDate: addDays(monday, DAYS_IN_WEEK - 1).slice(0, 10) };
}

/** A day of the week as the calendar shows it. */
export interface WeekDay {
  /** The calendar day at 00:00 UTC. */
  date: string;
  /** Its full name, which also names its column or list entry: "Senin, 23 November 2026". */
  name: string;
  isToday: boolean;
  /** The closure the day falls in, if the studio is closed that day. */
  closure?: ClosedDays;
  /** The bookings holding a slot that day, by time. */
  bookings: Reservation[];
}

export interface WeekView {
  days: WeekDay[];
  /** The times of the rows: the studio's slots and any other time a booking of the week holds, in order. */
  times: string[];
  hasBookings: boolean;
}

/** What the calendar shows of the week starting on `monday`, given its bookings (by day and time), the slots and closures. */
export function weekView(
  monday: string,
  bookings: readonly Reservation[],
  slots: readonly TimeSlot[],
  closures: readonly ClosedDays[],
  today: string,
): WeekView {
  const days = Array.from({ length: DAYS_IN_WEEK }, (_, index): WeekDay => {
    const date = addDays(monday, index);
    return {
      date,
      name: formatCalendarDate(date),
      isToday: date === today,
      closure: closureCovering(closures, date),
      bookings: bookings.filter((booking) => booking.date.slice(0, 10) === date.slice(0, 10)),
    };
  });
  const times = new Set([...slots.map((slot) => slot.time), ...bookings.map((booking) => booking.timeSlot.time)]);
  return { days, times: [...times].sort(), hasBookings: bookings.length > 0 };
}
