import type {
  BookingChannel,
  ReservationUser,
  StudioContact,
  TimeSlot,
  TransactionSummary,
} from '../lib/api/api-types';
import { formatRupiah, formatSessionMoment, formatStudioMoment } from '../lib/format';
import { dueBookingOf, dueNow } from '../lib/rules/installment-due';
import { isAwaitingDecision, isOpenTransaction } from '../lib/rules/proofs';
import { studioWhatsAppUrl, whatsAppChatUrl } from './studio-contact';
import { studioInfo } from './studio-info';

/** What a message about a booking names: its id, calendar day (00:00 UTC) and slot. */
export interface BookingReference {
  id: number;
  date: string;
  timeSlot: Pick<TimeSlot, 'time'>;
}

/** What the admin's message to a customer needs of a `Reservation`. */
export interface CustomerBooking extends BookingReference {
  total: number;
  channel: BookingChannel;
  user: Pick<ReservationUser, 'name' | 'phone'>;
  transactions: Pick<TransactionSummary, 'type' | 'status' | 'total' | 'expiredAt' | 'transaction_detail'>[];
}

/**
 * The studio's WhatsApp chat (the number its settings give), with a customer's question about a booking written
 * in; undefined when that number is not a WhatsApp number.
 */
export function studioWhatsAppLink(
  booking: BookingReference,
  contact: Pick<StudioContact, 'whatsapp'>,
): string | undefined {
  const chat = studioWhatsAppUrl(contact);
  const question = `saya ingin bertanya tentang reservasi #${booking.id} pada ${sessionMoment(booking)}.`;
  return chat && withMessage(chat, `Halo ${studioInfo.name}, ${question}`);
}

/**
 * The admin's WhatsApp chat with the customer, a reminder of what their payment asks for now (`dueNow`): the
 * first installment by its deadline, or once a down payment is accepted the balance by the session's start.
 * While a proof waits for the admin's decision it asks for no money and says the proof is being checked;
 * with nothing to pay it reminds them of the session, at the studio's address (`place`). Undefined when the
 * customer's phone is not a WhatsApp number.
 */
export function customerWhatsAppLink(
  booking: CustomerBooking,
  place: Pick<StudioContact, 'address'>,
): string | undefined {
  const greeting = `Halo ${booking.user.name}, ini pengingat dari ${studioInfo.name}:`;
  return whatsAppChatLink(booking.user.phone, `${greeting} ${customerReminder(booking, place)}`);
}

function customerReminder(booking: CustomerBooking, place: Pick<StudioContact, 'address'>): string {
  const open = booking.transactions.find(isOpenTransaction);
  const due = open && dueNow({ ...open, proofs: open.transaction_detail }, dueBookingOf(booking));
  const session = `${sessionMoment(booking)} di ${place.address}`;
  if (due?.installment === 'balance')
    return (
      `DP reservasi #${booking.id} sudah kami terima, terima kasih. Mohon lunasi sisa pembayaran sebesar ` +
      `${formatRupiah(due.amount)} sebelum ${formatStudioMoment(due.deadline)}, saat sesi foto Anda dimulai, ` +
      'agar reservasi Anda tidak dibatalkan.'
    );
  if (due)
    return (
      `pembayaran reservasi #${booking.id} sebesar ${formatRupiah(due.amount)} belum kami terima. ` +
      `Mohon selesaikan sebelum ${formatStudioMoment(due.deadline)} agar reservasi Anda tidak dibatalkan.`
    );
  if (open?.transaction_detail.some(isAwaitingDecision))
    return (
      `bukti pembayaran reservasi #${booking.id} sudah kami terima dan sedang kami periksa; kami kabari ` +
      `setelah selesai. Sesi foto Anda dijadwalkan pada ${session}.`
    );
  return (
    `sesi foto reservasi #${booking.id} Anda dijadwalkan pada ${session}. ` +
    'Mohon datang 10 menit sebelum sesi dimulai.'
  );
}

/** What the admin's request to move a booking off closed days needs: the booking, its customer and the closure's label. */
export interface BookingOnClosedDay extends BookingReference {
  user: Pick<ReservationUser, 'name' | 'phone'>;
}

/**
 * The admin's WhatsApp chat with a customer whose booking falls on days the studio is closing (`closureLabel`,
 * e.g. "Libur Idul Fitri"): names the booking and its session in WIB and asks them to choose another schedule.
 * Undefined when the customer's phone is not a WhatsApp number.
 */
export function rescheduleRequestWhatsAppLink(booking: BookingOnClosedDay, closureLabel: string): string | undefined {
  const label = closureLabel.trim();
  const closed = label === '' ? 'studio tutup' : `studio tutup (${label})`;
  const message =
    `Halo ${booking.user.name}, ini dari ${studioInfo.name}: pada jadwal sesi foto reservasi #${booking.id} Anda, ` +
    `${sessionMoment(booking)}, ${closed}. Mohon pilih jadwal lain untuk sesi Anda; balas pesan ini bila ` +
    'perlu bantuan. Mohon maaf atas ketidaknyamanannya.';
  return whatsAppChatLink(booking.user.phone, message);
}

/** A WhatsApp chat with `phone`, `message` written in; undefined when the phone is not a WhatsApp number. */
export function whatsAppChatLink(phone: string, message: string): string | undefined {
  const chat = whatsAppChatUrl(phone);
  return chat && withMessage(chat, message);
}

function withMessage(chatUrl: string, message: string): string {
  return `${chatUrl}?text=${encodeURIComponent(message)}`;
}

function sessionMoment(booking: BookingReference): string {
  return formatSessionMoment(booking.date, booking.timeSlot.time);
}
