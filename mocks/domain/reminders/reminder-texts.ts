/**
 * What each reminder says, in Indonesian: the same subject and body by email and by WhatsApp. Each names the
 * booking, its session in WIB ("Sabtu, 12 Desember 2026 pukul 10.20 WIB") and, where there is one, the amount
 * due and the page to act on, as an app path (the backend does not know the site's address: the screens make
 * it absolute).
 */
import type { BookingPolicy, ReminderKind, StudioContact } from '@/lib/api/api-types';
import { CANCELLATION_POLICY_HEADING, cancellationPolicyNotice } from '@/content/cancellation-policy';
import { arrivalCodeOf } from '@/lib/rules/arrivals';
import { studioPlace } from '@/content/studio-place';
import { calendarDayText, rupiahText, studioMomentText } from '@/lib/rules/indonesian-text';
import { appRoutes } from '@/lib/app-routes';

/** What a reminder's text names of its booking. */
export interface ReminderSubject {
  customerName: string;
  reservationId: number;
  /** "Foto Keluarga – Keluarga Kecil", as booked. */
  packageLabel: string;
  sessionStart: Date;
  /** Where the studio is, as its settings say when the reminder is made. */
  place: Pick<StudioContact, 'address' | 'mapUrl'>;
  /** The transaction of the booking, for the payment reminders. */
  payment?: {
    transactionId: number;
    /** What is asked for now: the first installment, or the balance. */
    amount: number;
    /** By when it is due: the first installment's deadline, or for the balance the session's start. */
    deadline: Date;
  };
  /** What the confirmation tells of the booking: its price as booked, what was paid, and its policy. */
  confirmation?: {
    transactionId: number;
    subtotal: number;
    discount: number;
    voucherCode: string | null;
    total: number;
    paid: number;
    policy: BookingPolicy;
  };
  /**
   * The session's album, for the album's reminders: its last days (studio days), the number to edit, and whether
   * the admin reopened a sent choice (its opening is then told as a reopening).
   */
  album?: {
    selectionDeadline: string | null;
    availableUntil: string | null;
    editedQuota: number;
    reopened: boolean;
  };
}

export interface ReminderText {
  subject: string;
  body: string;
  /** The app path the body points to, written in it as it is. */
  link: string | null;
}

const signature = ['', 'Salam hangat,', studioPlace.name];

/** How a text about a booking opens: the greeting, what is new, and the session. */
const opening = (subject: ReminderSubject, news: string) => [
  `Halo ${subject.customerName},`,
  '',
  news,
  '',
  `Sesi foto: ${subject.packageLabel}, ${studioMomentText(subject.sessionStart)}`,
];

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

/** The minus sign before what a voucher took off, as the screens write it: "−Rp 35.000". */
const MINUS_SIGN = '\u2212';

/** The booking's money as its screens list it: the voucher's lines when it had one, the total, paid and left. */
function confirmationMoneyLines({ subtotal, discount, voucherCode, total, paid }: ConfirmationOf): string[] {
  const voucher = voucherCode ? `Potongan voucher (${voucherCode})` : 'Potongan voucher';
  const remaining = Math.max(total - paid, 0);
  return [
    ...(discount > 0 ? [`Subtotal: ${rupiahText(subtotal)}`, `${voucher}: ${MINUS_SIGN}${rupiahText(discount)}`] : []),
    `Total: ${rupiahText(total)}`,
    `Sudah dibayar: ${rupiahText(paid)}`,
    ...(remaining > 0 ? [`Sisa pembayaran: ${rupiahText(remaining)} (lunasi sebelum sesi dimulai)`] : []),
  ];
}

type ConfirmationOf = NonNullable<ReminderSubject['confirmation']>;

/**
 * The confirmation: the booking is secured, with its session, arrival code, money, and the cancellation policy it
 * was booked under (in the words of the booking and payment pages), which no later change of the settings alters.
 */
function bookingConfirmedText(subject: ReminderSubject): ReminderText {
  const confirmation = subject.confirmation;
  if (!confirmation) throw new Error(`Reservation ${subject.reservationId} has no confirmation to send`);
  const link = appRoutes.payment.to(confirmation.transactionId);
  const policy = cancellationPolicyNotice(confirmation.policy);
  const news =
    confirmation.total === 0
      ? `reservasi #${subject.reservationId} Anda sudah dikonfirmasi. Tidak ada yang perlu dibayar.`
      : `pembayaran reservasi #${subject.reservationId} sudah kami terima dan reservasi Anda sudah dikonfirmasi.`;
  const lines = [
    ...opening(subject, news),
    `Kode kedatangan: ${arrivalCodeOf(subject.reservationId)}`,
    '',
    ...confirmationMoneyLines(confirmation),
    '',
    `${CANCELLATION_POLICY_HEADING} reservasi ini:`,
    ...policy.tiers.map((line) => `- ${line}`),
    `- ${policy.downPayment}`,
    ...(policy.move ? [policy.move] : []),
    '',
    `Lihat reservasi di: ${link}`,
    ...signature,
  ];
  return { subject: `Reservasi #${subject.reservationId} dikonfirmasi`, body: lines.join('\n'), link };
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
    `Lokasi: ${studioPlace.name}, ${subject.place.address}`,
    `Google Maps: ${subject.place.mapUrl}`,
    '',
    `Kode kedatangan: ${arrivalCodeOf(subject.reservationId)} (tunjukkan saat tiba; kodenya juga ada di halaman ` +
      'riwayat reservasi, lengkap dengan kode QR).',
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

function albumOf(subject: ReminderSubject): NonNullable<ReminderSubject['album']> {
  if (!subject.album) throw new Error(`Reservation ${subject.reservationId} has no album to remind of`);
  return subject.album;
}

/** An album's text: its greeting, what is new, where to go, and the signature. */
function albumText(subject: ReminderSubject, title: string, news: string): ReminderText {
  const link = appRoutes.photos.to(subject.reservationId);
  const lines = [...opening(subject, news), `Buka hasil foto di: ${link}`, ...signature];
  return { subject: `${title} (reservasi #${subject.reservationId})`, body: lines.join('\n'), link };
}

function lastDayToChoose(subject: ReminderSubject): string {
  const { selectionDeadline } = albumOf(subject);
  return selectionDeadline ? calendarDayText(selectionDeadline) : '';
}

function lastDayToDownload(subject: ReminderSubject): string {
  const { availableUntil } = albumOf(subject);
  return availableUntil ? calendarDayText(availableUntil) : '';
}

function albumOpenText(subject: ReminderSubject): ReminderText {
  const { editedQuota, reopened } = albumOf(subject);
  const choose =
    editedQuota === 0
      ? 'Lihat foto-foto Anda dan kirim pilihan'
      : `Pilih hingga ${editedQuota} foto untuk diedit dan kirim pilihan Anda`;
  const byWhen = `${choose} paling lambat ${lastDayToChoose(subject)}.`;
  return reopened
    ? albumText(
        subject,
        'Pilihan foto Anda dibuka kembali',
        `pilihan foto reservasi #${subject.reservationId} Anda kami buka kembali, jadi Anda bisa mengubahnya. ${byWhen}`,
      )
    : albumText(
        subject,
        'Foto Anda sudah bisa dipilih',
        `foto sesi reservasi #${subject.reservationId} Anda sudah kami unggah. ${byWhen}`,
      );
}

function albumChoiceClosingText(subject: ReminderSubject): ReminderText {
  return albumText(
    subject,
    'Hari ini batas memilih foto',
    `hari ini, ${lastDayToChoose(subject)}, batas terakhir memilih foto reservasi #${subject.reservationId} ` +
      'untuk diedit. Pilihan yang belum dikirim sampai akhir hari ini kami proses apa adanya.',
  );
}

function albumReadyText(subject: ReminderSubject): ReminderText {
  return albumText(
    subject,
    'Foto Anda sudah siap',
    `hasil foto sesi reservasi #${subject.reservationId} Anda sudah selesai diedit dan bisa diunduh hingga ` +
      `${lastDayToDownload(subject)}.`,
  );
}

function albumExpiringText(subject: ReminderSubject): ReminderText {
  return albumText(
    subject,
    'Masa unduh foto segera berakhir',
    `hasil foto sesi reservasi #${subject.reservationId} Anda bisa diunduh hingga ${lastDayToDownload(subject)}. ` +
      'Unduh sebelum masa unduh berakhir.',
  );
}

const texts: Record<ReminderKind, (subject: ReminderSubject) => ReminderText> = {
  'payment-deadline': paymentDeadlineText,
  'booking-confirmed': bookingConfirmedText,
  'balance-due': balanceDueText,
  'session-tomorrow': sessionTomorrowText,
  'review-request': reviewRequestText,
  'album-open': albumOpenText,
  'album-choice-closing': albumChoiceClosingText,
  'album-ready': albumReadyText,
  'album-expiring': albumExpiringText,
};

/** The subject, body and link of a reminder of a kind about a booking. */
export function reminderText(kind: ReminderKind, subject: ReminderSubject): ReminderText {
  return texts[kind](subject);
}
