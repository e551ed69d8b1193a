import type { ClosingDays } from '@/lib/api/endpoints/closures';
import type { ClosureAction } from '@/lib/forms/schemas';

/** What the admin chose for one booking on the days being closed; '' until they choose: nothing is preselected. */
export interface DecisionValue {
  reservationId: number;
  action: ClosureAction | '';
}

/** The closure form's fields: the days as API dates ('' while unset), and one decision per active booking on them. */
export interface ClosureFormValues {
  startDate: string;
  endDate: string;
  label: string;
  note: string;
  decisions: DecisionValue[];
}

export const blankClosure: ClosureFormValues = { startDate: '', endDate: '', label: '', note: '', decisions: [] };

/** The days whose bookings to check: once both are set and the last is not before the first. */
export function closingDaysOf({ startDate, endDate }: Pick<ClosureFormValues, 'startDate' | 'endDate'>) {
  if (startDate === '' || endDate === '' || endDate < startDate) return undefined;
  return { startDate, endDate } satisfies ClosingDays;
}

/**
 * One decision per booking listed, in the list's order: the choice already made for a booking still listed is
 * kept, a booking new to the list (one booked since) has none yet.
 */
export function decisionsFor(bookings: readonly { id: number }[], previous: readonly DecisionValue[]): DecisionValue[] {
  const chosen = new Map(previous.map((decision) => [decision.reservationId, decision.action]));
  return bookings.map((booking) => ({ reservationId: booking.id, action: chosen.get(booking.id) ?? '' }));
}

/** Whether the decisions are already those `decisionsFor` would give: nothing to update. */
export function sameDecisions(a: readonly DecisionValue[], b: readonly DecisionValue[]): boolean {
  return (
    a.length === b.length &&
    a.every((decision, index) => {
      const other = b[index];
      return other?.reservationId === decision.reservationId && other.action === decision.action;
    })
  );
}
