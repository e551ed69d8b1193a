import type { ReminderKind } from '../lib/api/api-types';

/** Each kind of reminder as the screens name it, and when the studio sends it (the rules: src/lib/rules/reminders.ts). */
export const reminderKindContent: Record<ReminderKind, { label: string; when: string }> = {
  'payment-deadline': { label: 'Batas pembayaran', when: '3 jam sebelum batas waktu pembayaran' },
  'balance-due': { label: 'Pelunasan DP', when: 'Sehari sebelum sesi, bila masih ada sisa pembayaran' },
  'session-tomorrow': { label: 'Sesi besok', when: 'Sehari sebelum sesi: alamat, peta, dan yang perlu dibawa' },
  'review-request': { label: 'Permintaan ulasan', when: '2 jam setelah sesi selesai' },
};

/** What the customer's reminders say about quiet hours (QUIET_HOURS). */
export const QUIET_HOURS_NOTE = 'Pengingat tidak dikirim antara pukul 21.00 dan 07.00 WIB.';
