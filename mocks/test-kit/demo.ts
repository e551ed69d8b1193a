/** The demo's scenarios by name, in the order the demo panel lists them. */
export const SCENARIOS_IN_ORDER = [
  'customer',
  'admin',
  'new-customer',
  'payment-awaiting',
  'payment-review',
  'payment-expired',
  'review-ready',
  'busy-day',
  'counter',
  'reschedule',
  'refund',
  'reminders',
  'album',
  'reports',
];
