/** Days the studio is closed: the backend refuses bookings on them, the date pickers disable them. */

/** A closure as both sides know it: its first and last day (both closed, as 00:00 UTC instants) and label. */
export interface ClosedRange {
  startDate: string;
  endDate: string;
  label: string;
}

export const closedDayMessage = (label: string) => `Studio tutup pada tanggal ini (${label})`;

/** The closure a calendar day (its 00:00 UTC instant, or `YYYY-MM-DD`) falls in, if any. */
export function closureCovering<Range extends ClosedRange>(closures: readonly Range[], day: string): Range | undefined {
  const date = day.slice(0, 10);
  return closures.find((closure) => closure.startDate.slice(0, 10) <= date && date <= closure.endDate.slice(0, 10));
}
