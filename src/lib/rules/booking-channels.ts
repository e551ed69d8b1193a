/** How bookings come in: the customer's own in the app, or taken by the admin at the counter, by chat or by phone. */
import type { BookingChannel, StaffBookingChannel } from '../api/api-types';

/** The ways the admin takes a booking for a customer, in the order the form offers them. */
export const STAFF_BOOKING_CHANNELS = [
  'walk-in',
  'whatsapp',
  'instagram',
  'phone',
] as const satisfies readonly StaffBookingChannel[];

export const BOOKING_CHANNELS = ['web', ...STAFF_BOOKING_CHANNELS] as const satisfies readonly BookingChannel[];

/** Whether the studio took a booking itself (its payments may come at the counter on the session's day). */
export function isStaffBooking(channel: BookingChannel): boolean {
  return channel !== 'web';
}
