/**
 * The studio's settings: what it starts with, and what a booking keeps of them. The admin changes them on the
 * settings page (`PUT /settings`); a change applies from the next request, and a booking keeps the policy it was
 * made under (`bookingPolicyOf`), so nothing agreed with a customer changes after the fact.
 */
import type { BookingPolicy, CancellationTier, QrisMode, SettingsRequest } from '../api/api-types';

/** The settings of a studio that has changed none: the policies the app had before they could be changed. */
export const DEFAULT_SETTINGS: SettingsRequest = {
  contact: {
    whatsapp: '0812-3456-7890',
    phone: '+62 812-3456-7890',
    email: 'halo@studiosenja.id',
    address: 'Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Studio%20Senja%2C%20Jl.%20Cendana%20No.%2018%2C%20Kotabaru%2C%20Yogyakarta%2055224',
    instagram: 'studiosenja.id',
    tiktok: 'studiosenja',
    facebook: 'studiosenjajogja',
    openingNote: '',
  },
  booking: {
    horizonDays: 180,
    minNoticeHours: 0,
    holdHours: 24,
    reschedule: { limit: 1, noticeHours: 24 },
  },
  cancellation: {
    tiers: [
      { minHoursBefore: 72, refundPercent: 100 },
      { minHoursBefore: 24, refundPercent: 50 },
      { minHoursBefore: 0, refundPercent: 0 },
    ],
    downPaymentRefundable: true,
  },
  reminders: { paymentNoticeHours: 3, sessionNoticeHours: 24, reviewDelayHours: 2 },
  albums: { selectionDays: 5, keepDays: 30 },
  payments: { qris: 'manual', chargeMinutes: 15 },
};

/** How the studio may take QRIS payments, in the order the settings page offers them. */
export const QRIS_MODES = ['manual', 'gateway'] as const satisfies readonly QrisMode[];

/** The most tiers a cancellation policy may have. */
export const MAX_CANCELLATION_TIERS = 5;

/** The settings themselves, without what a version or an answer adds to them (its id, who saved it, when). */
export function settingsValuesOf({
  contact,
  booking,
  cancellation,
  reminders,
  albums,
  payments,
}: SettingsRequest): SettingsRequest {
  return { contact, booking, cancellation, reminders, albums, payments };
}

/** What a booking keeps of the settings when it is made: how long it held its slot unpaid, and its policies. */
export function bookingPolicyOf(settings: Pick<SettingsRequest, 'booking' | 'cancellation'>): BookingPolicy {
  const { holdHours, reschedule } = settings.booking;
  return { holdHours, reschedule: { ...reschedule }, cancellation: settings.cancellation };
}

/** Cancellation tiers longest notice first, as they are kept, shown and looked up. */
export function tiersByNotice<Tier extends Pick<CancellationTier, 'minHoursBefore'>>(tiers: readonly Tier[]): Tier[] {
  return tiers.toSorted((a, b) => b.minHoursBefore - a.minHoursBefore);
}
