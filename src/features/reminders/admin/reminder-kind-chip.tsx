import { StatusChip } from '@/components/status-chip';
import type { StatusLabel } from '@/content/status-labels';
import { reminderKindContent } from '@/content/reminder-kinds';
import type { ReminderKind } from '@/lib/api/api-types';

/** The payment reminders and the last days stand out: something is due; the others inform. */
const kindTones: Record<ReminderKind, StatusLabel['tone']> = {
  'payment-deadline': 'warning',
  'booking-confirmed': 'success',
  'balance-due': 'warning',
  'session-tomorrow': 'info',
  'review-request': 'default',
  'album-open': 'info',
  'album-choice-closing': 'warning',
  'album-ready': 'success',
  'album-expiring': 'warning',
};

/** A reminder's kind as a chip: "Batas pembayaran", "Sesi besok"… */
export function ReminderKindChip({ kind }: { kind: ReminderKind }) {
  return <StatusChip status={{ label: reminderKindContent[kind].label, tone: kindTones[kind] }} wraps />;
}
