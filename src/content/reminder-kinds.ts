import type { ReminderKind, ReminderTimings } from '../lib/api/api-types';
import { ALBUM_CHOICE_NOTICE_MS, ALBUM_EXPIRY_NOTICE_MS, QUIET_HOURS, reminderLeads } from '../lib/rules/reminders';
import { DAY_MS, HOUR_MS } from '../lib/rules/studio-time';
import { formatClockTime, formatStudioTime } from '../lib/format';

/** How long before or after its event a reminder comes, as the screens write it: "3 jam", "Sehari", "2 hari". */
function span(ms: number): string {
  if (ms % DAY_MS !== 0) return `${ms / HOUR_MS} jam`;
  return ms === DAY_MS ? 'Sehari' : `${ms / DAY_MS} hari`;
}

/** Each kind of reminder as the screens name it. */
export const reminderKindContent: Record<ReminderKind, { label: string }> = {
  'payment-deadline': { label: 'Batas pembayaran' },
  'booking-confirmed': { label: 'Konfirmasi reservasi' },
  'balance-due': { label: 'Pelunasan DP' },
  'session-tomorrow': { label: 'Sesi besok' },
  'review-request': { label: 'Permintaan ulasan' },
  'album-open': { label: 'Foto bisa dipilih' },
  'album-choice-closing': { label: 'Batas memilih foto' },
  'album-ready': { label: 'Foto siap diunduh' },
  'album-expiring': { label: 'Masa unduh berakhir' },
};

/** When the studio sends each kind of reminder, with the timings its settings give (src/lib/rules/reminders.ts). */
export function reminderWhen(timings: ReminderTimings): Record<ReminderKind, string> {
  const { paymentNotice, sessionNotice, reviewDelay } = reminderLeads(timings);
  return {
    'payment-deadline': `${span(paymentNotice)} sebelum batas waktu pembayaran`,
    'booking-confirmed': 'Saat pembayaran pertama diterima: rincian reservasi dan kebijakan pembatalannya',
    'balance-due': `${span(sessionNotice)} sebelum sesi, bila masih ada sisa pembayaran`,
    'session-tomorrow': `${span(sessionNotice)} sebelum sesi: alamat, peta, dan yang perlu dibawa`,
    'review-request': reviewDelay === 0 ? 'Saat sesi selesai' : `${span(reviewDelay)} setelah sesi selesai`,
    'album-open': 'Saat foto sesi Anda sudah diunggah studio',
    'album-choice-closing': `${span(ALBUM_CHOICE_NOTICE_MS)} sebelum batas memilih foto berakhir, bila pilihan belum dikirim`,
    'album-ready': 'Saat hasil foto dikirim studio',
    'album-expiring': `${span(ALBUM_EXPIRY_NOTICE_MS)} sebelum masa unduh hasil foto berakhir`,
  };
}

/** What the customer's reminders say about quiet hours (QUIET_HOURS). */
export const QUIET_HOURS_NOTE = `Pengingat tidak dikirim antara pukul ${formatClockTime(QUIET_HOURS.from)} dan ${formatStudioTime(QUIET_HOURS.until)}.`;
