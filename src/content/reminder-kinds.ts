import type { ReminderKind } from '../lib/api/api-types';
import {
  ALBUM_CHOICE_NOTICE_MS,
  ALBUM_EXPIRY_NOTICE_MS,
  PAYMENT_DEADLINE_NOTICE_MS,
  QUIET_HOURS,
  REVIEW_REQUEST_DELAY_MS,
  SESSION_NOTICE_MS,
} from '../lib/rules/reminders';
import { DAY_MS, HOUR_MS } from '../lib/rules/studio-time';
import { formatClockTime, formatStudioTime } from '../lib/format';

/** How long before or after its event a reminder comes, as the screens write it: "3 jam", "Sehari", "2 hari". */
function span(ms: number): string {
  if (ms % DAY_MS !== 0) return `${ms / HOUR_MS} jam`;
  return ms === DAY_MS ? 'Sehari' : `${ms / DAY_MS} hari`;
}

/** Each kind of reminder as the screens name it, and when the studio sends it (the rules: src/lib/rules/reminders.ts). */
export const reminderKindContent: Record<ReminderKind, { label: string; when: string }> = {
  'payment-deadline': {
    label: 'Batas pembayaran',
    when: `${span(PAYMENT_DEADLINE_NOTICE_MS)} sebelum batas waktu pembayaran`,
  },
  'balance-due': {
    label: 'Pelunasan DP',
    when: `${span(SESSION_NOTICE_MS)} sebelum sesi, bila masih ada sisa pembayaran`,
  },
  'session-tomorrow': {
    label: 'Sesi besok',
    when: `${span(SESSION_NOTICE_MS)} sebelum sesi: alamat, peta, dan yang perlu dibawa`,
  },
  'review-request': { label: 'Permintaan ulasan', when: `${span(REVIEW_REQUEST_DELAY_MS)} setelah sesi selesai` },
  'album-open': { label: 'Foto bisa dipilih', when: 'Saat foto sesi Anda sudah diunggah studio' },
  'album-choice-closing': {
    label: 'Batas memilih foto',
    when: `${span(ALBUM_CHOICE_NOTICE_MS)} sebelum batas memilih foto berakhir, bila pilihan belum dikirim`,
  },
  'album-ready': { label: 'Foto siap diunduh', when: 'Saat hasil foto dikirim studio' },
  'album-expiring': {
    label: 'Masa unduh berakhir',
    when: `${span(ALBUM_EXPIRY_NOTICE_MS)} sebelum masa unduh hasil foto berakhir`,
  },
};

/** What the customer's reminders say about quiet hours (QUIET_HOURS). */
export const QUIET_HOURS_NOTE = `Pengingat tidak dikirim antara pukul ${formatClockTime(QUIET_HOURS.from)} dan ${formatStudioTime(QUIET_HOURS.until)}.`;
