/**
 * What each reminder says, in Indonesian: the same subject and body by email and by WhatsApp. Each names the
 * booking, its session in WIB ("Sabtu, 12 Desember 2026 pukul 10.20 WIB") and, where there is one, the amount
 * due and the page to act on, as an app path (the backend does not know the site's address: the screens make
 * it absolute).
 */
import type { ReminderKind } from '@/lib/api/api-types';
import { studioPlace } from '@/content/studio-place';
import { rupiahText, studioMomentText } from '@/lib/rules/indonesian-text';
import { appRoutes } from '@/lib/app-routes';

/** What a reminder's text names of its booking. */
export interface ReminderSubject {
  customerName: string;
  reservationId: number;
  /** "Foto Keluarga – Keluarga Kecil", as booked. */
  packageLabel: string;
  sessionStart: Date;
  /** The transaction of the booking, for the payment reminders. */
  payment?: {
    transactionId: number;
    /** What is asked for now: the first installment, or the balance. */
    amount: number;
    /** By when it is due: the first installment's deadline, or for the balance the session's start. */
    deadline: Date;
  };
}

export interface ReminderText {
  subject: string;
  body: string;
  /** The app path the body points to, written in it as it is. */
  link: string | null;
}

const signature = ['', 'Salam hangat,', studioPlace.name];

function paymentOf(subject: ReminderSubject): NonNullable<ReminderSubject['payment']> {
  if (!subject.payment) throw new Error(`Reservation ${subject.reservationId} has no payment to remind of`);
  return subject.payment;
}

function paymentDeadlineText(subject: ReminderSubject): ReminderText {
  const { transactionId, amount, deadline } = paymentOf(subject);
  const link = appRoutes.payment.to(transactionId);
  const lines = [
    `Halo ${subject.customerName},`,
    '',
    `pembayaran reservasi #${subject.reservationId} sebesar ${rupiahText(amount)} belum kami terima. Mohon ` +
      `selesaikan sebelum ${studioMomentText(deadline)} agar reservasi Anda tidak dibatalkan otomatis.`,
    '',
    `Sesi foto: ${subject.packageLabel}, ${studioMomentText(subject.sessionStart)}`,
    `Bayar di: ${link}`,
    ...signature,
  ];
  return { subject: `Segera selesaikan pembayaran reservasi #${subject.reservationId}`, body: lines.join('\n'), link };
}

function balanceDueText(subject: ReminderSubject): ReminderText {
  const { transactionId, amount } = paymentOf(subject);
  const link = appRoutes.payment.to(transactionId);
  const session = studioMomentText(subject.sessionStart);
  const lines = [
    `Halo ${subject.customerName},`,
    '',
    `DP reservasi #${subject.reservationId} sudah kami terima. Mohon lunasi sisa pembayaran sebesar ` +
      `${rupiahText(amount)} sebelum sesi dimulai pada ${session}; reservasi yang belum lunas saat sesi ` +
      'dimulai dibatalkan otomatis.',
    '',
    `Sesi foto: ${subject.packageLabel}, ${session}`,
    `Bayar di: ${link}`,
    ...signature,
  ];
  return {
    subject: `Pelunasan reservasi #${subject.reservationId} sebelum sesi dimulai`,
    body: lines.join('\n'),
    link,
  };
}

function sessionTomorrowText(subject: ReminderSubject): ReminderText {
  const lines = [
    `Halo ${subject.customerName},`,
    '',
    `sesi foto reservasi #${subject.reservationId} Anda (${subject.packageLabel}) dijadwalkan pada ` +
      `${studioMomentText(subject.sessionStart)}.`,
    '',
    `Lokasi: ${studioPlace.name}, ${studioPlace.address}`,
    `Google Maps: ${studioPlace.mapsUrl}`,
    '',
    'Yang perlu diperhatikan:',
    ...studioPlace.whatToBring.map((line) => `- ${line}`),
    '',
    'Sampai jumpa di studio,',
    studioPlace.name,
  ];
  return { subject: `Pengingat sesi foto reservasi #${subject.reservationId}`, body: lines.join('\n'), link: null };
}

function reviewRequestText(subject: ReminderSubject): ReminderText {
  const link = appRoutes.review.to(subject.reservationId);
  const lines = [
    `Halo ${subject.customerName},`,
    '',
    `terima kasih sudah berfoto di ${studioPlace.name} pada ${studioMomentText(subject.sessionStart)} ` +
      `(reservasi #${subject.reservationId}, ${subject.packageLabel}). Bagaimana pengalaman Anda? Ulasan ` +
      'Anda membantu kami dan pelanggan lain.',
    '',
    `Beri ulasan di: ${link}`,
    ...signature,
  ];
  return {
    subject: `Bagaimana sesi foto Anda? Beri ulasan reservasi #${subject.reservationId}`,
    body: lines.join('\n'),
    link,
  };
}

const texts: Record<ReminderKind, (subject: ReminderSubject) => ReminderText> = {
  'payment-deadline': paymentDeadlineText,
  'balance-due': balanceDueText,
  'session-tomorrow': sessionTomorrowText,
  'review-request': reviewRequestText,
};

/** The subject, body and link of a reminder of a kind about a booking. */
export function reminderText(kind: ReminderKind, subject: ReminderSubject): ReminderText {
  return texts[kind](subject);
}
