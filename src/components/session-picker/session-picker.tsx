import type { Dayjs } from 'dayjs';
import { memo, useCallback, useMemo } from 'react';
import { toApiDate } from '@/lib/api/api-date';
import type { ClosedDays, TimeSlot } from '@/lib/api/api-types';
import { useClosedDaysQuery } from '@/lib/api/endpoints/closures';
import { useReservationsOnDateQuery } from '@/lib/api/endpoints/reservations';
import { useSettingsQuery } from '@/lib/api/endpoints/settings';
import { isTooSoon, type Booker } from '@/lib/rules/booking-window';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { hasSessionEnded, hasSessionStarted, studioDay } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { BookingDateField } from './booking-date-field';
import { SlotGrid, type SlotAvailability } from './slot-grid';

/** A session as the picker holds it: the day as an API date and the slot's id, each '' until chosen. */
interface SessionChoice {
  date: string;
  timeId: number | '';
}

/** The session a booking has now, when the picker chooses where to move it. */
interface CurrentSession {
  /** The calendar day at 00:00 UTC. */
  date: string;
  timeId: number;
}

export interface SessionPickerProps extends SessionChoice {
  timeSlots: TimeSlot[];
  /** Sets a field of the form the picker fills (Formik's `setFieldValue`): a new day clears the slot. */
  setField: (field: keyof SessionChoice, value: string | number) => unknown;
  dateError?: string;
  timeError?: string;
  /** The booking is held: its day and slot show, nothing can be changed, and its own slot is not taken. */
  isLocked?: boolean;
  /** The booking being moved: on its day its slot is marked as its current one, and cannot be chosen again. */
  current?: CurrentSession;
  /**
   * Who chooses: a customer, within the settings' minimum notice; the admin, any slot not started; the admin
   * booking a walk-in, the session under way now too, until it ends.
   */
  booker?: Booker;
}

const noClosures: readonly ClosedDays[] = [];

/**
 * The day and the slot of a session, as a booking and a move choose them: the days from today to the booking
 * horizon on which the studio is open, then that day's slots, taken, passed, too soon or free (`GET /reservation/date`).
 * It re-renders only when its own values change: typing elsewhere in the form does not redraw the slots.
 */
export const SessionPicker = memo(function SessionPicker({
  date,
  timeId,
  timeSlots,
  setField,
  dateError,
  timeError,
  isLocked = false,
  current,
  booker = 'customer',
}: SessionPickerProps) {
  const now = useNow();
  const today = studioDay(now);
  const day = useReservationsOnDateQuery(date, { skip: date === '' });
  // Without the closures (still loading, or failed) every day is offered: the backend refuses a closed one.
  const { data: closures = noClosures } = useClosedDaysQuery();
  // Until the settings are in, the defaults: the backend refuses what the settings in force do not allow.
  const { horizonDays, minNoticeHours } = useSettingsQuery().data?.booking ?? DEFAULT_SETTINGS.booking;
  const noticeHours = booker === 'customer' ? minNoticeHours : 0;
  // currentData, not data: while another date loads, the previous date's taken slots must not show.
  const takenRows = day.currentData;
  const taken = useMemo(() => new Set(takenRows?.map((row) => row.timeSlot.id)), [takenRows]);
  const currentDate = current?.date;
  const currentTimeId = current?.timeId;

  const availabilityOf = useCallback(
    (slot: TimeSlot): SlotAvailability => {
      if (date === currentDate && slot.id === currentTimeId) return 'current';
      // The held booking's own slot shows among the day's reservations, yet it is the customer's choice.
      if (isLocked && slot.id === timeId) return 'free';
      if (taken.has(slot.id)) return 'taken';
      const session = { date, time: slot.time };
      const past = booker === 'admin-walk-in' ? hasSessionEnded(session, now) : hasSessionStarted(session, now);
      if (date.startsWith(today) && past) return 'passed';
      if (isTooSoon(session, now, noticeHours)) return 'too-soon';
      return 'free';
    },
    [date, currentDate, currentTimeId, isLocked, timeId, taken, today, now, booker, noticeHours],
  );
  const chooseDate = useCallback(
    (picked: Dayjs | null) => {
      void setField('date', picked?.isValid() ? toApiDate(picked) : '');
      void setField('timeId', '');
    },
    [setField],
  );
  const chooseSlot = useCallback((chosen: number) => void setField('timeId', chosen), [setField]);

  return (
    <>
      <BookingDateField
        value={date}
        today={today}
        horizonDays={horizonDays}
        closures={closures}
        error={dateError}
        disabled={isLocked}
        onChange={chooseDate}
      />
      <SlotGrid
        slots={timeSlots}
        availabilityOf={availabilityOf}
        value={timeId}
        onChange={chooseSlot}
        error={timeError}
        hasDate={date !== ''}
        isLoading={day.isFetching && !day.currentData}
        isLocked={isLocked}
      />
    </>
  );
});
