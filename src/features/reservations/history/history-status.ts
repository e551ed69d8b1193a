import type { Reservation } from '@/lib/api/api-types';
import { formatRupiah, formatSessionMoment, formatStudioMoment } from '@/lib/format';
import { paymentProgress, type PaymentStep } from '@/lib/payment-progress';
import { dueBookingOf } from '@/lib/rules/installment-due';
import { paymentWindowEnd } from '@/lib/rules/payment-window';
import type { Tone } from '@/content/status-labels';

/**
 * Where a history entry stands: the step of its payment, or `method-unchosen` (pending with no transaction:
 * the payment step failed when it was booked) and `finished` (the studio marked the session done).
 */
export type HistoryStep = PaymentStep | 'method-unchosen' | 'finished' | 'no-show';

export interface HistoryStatus {
  step: HistoryStep;
  /** What the customer pays next; 0 when nothing is asked, or while the method (and so the amount) is not chosen. */
  amountDue: number;
  /** By when the customer must act, where something is asked of them. */
  deadline?: Date;
}

/** The step of a booking as the history reads it, from the reservation alone (its transaction's summary and proofs). */
export function historyStatus(reservation: Reservation): HistoryStatus {
  const booking = {
    status: reservation.status,
    ...dueBookingOf(reservation),
    updatedAt: reservation.updatedAt,
  };
  if (reservation.status === 'success') return { step: 'finished', amountDue: 0 };
  if (reservation.status === 'no-show') return { step: 'no-show', amountDue: 0 };
  const transaction = reservation.transactions[0];
  if (!transaction) {
    if (reservation.status === 'cancelled') return { step: 'cancelled', amountDue: 0 };
    return {
      step: 'method-unchosen',
      amountDue: 0,
      deadline: paymentWindowEnd(reservation.createdAt, booking, reservation.policy.holdHours),
    };
  }
  const { step, amountDue, deadline } = paymentProgress(
    { ...transaction, proofs: transaction.transaction_detail },
    booking,
  );
  return { step, amountDue, deadline };
}

export interface HistoryStatusText {
  text: string;
  tone: Tone;
}

/** What an entry awaits and by when, in one line: "Menunggu pembayaran · bayar Rp 350.000 sebelum …". */
export function historyStatusText({ step, amountDue, deadline }: HistoryStatus, hasReview: boolean): HistoryStatusText {
  const amount = formatRupiah(amountDue);
  const by = deadline ? formatStudioMoment(deadline) : '';
  switch (step) {
    case 'method-unchosen':
      return { text: `Belum memilih metode pembayaran · selesaikan sebelum ${by}`, tone: 'warning' };
    case 'awaiting':
      return { text: `Menunggu pembayaran · bayar ${amount} sebelum ${by}`, tone: 'warning' };
    case 'in-review':
      return { text: 'Bukti sedang diperiksa admin', tone: 'info' };
    case 'rejected':
      return { text: `Bukti ditolak · unggah ulang sebelum ${by}`, tone: 'error' };
    case 'balance-due':
      return { text: `DP diterima · pelunasan ${amount} paling lambat ${by}`, tone: 'warning' };
    case 'all-accepted':
      return { text: 'Pembayaran lengkap · menunggu konfirmasi admin', tone: 'info' };
    case 'paid':
      return { text: 'Lunas · sampai jumpa di studio', tone: 'success' };
    case 'finished':
      return {
        text: hasReview
          ? 'Sesi selesai · terima kasih atas ulasan Anda'
          : 'Sesi selesai · bagikan pengalaman Anda lewat ulasan',
        tone: 'success',
      };
    case 'expired':
      return { text: 'Pembayaran kadaluarsa · jadwal dilepas', tone: 'error' };
    case 'cancelled':
      return { text: 'Dibatalkan', tone: 'error' };
    case 'no-show':
      return { text: 'Tidak hadir · sesi terlewat', tone: 'default' };
  }
}

/** "Dijadwalkan ulang dari …": where a moved booking was before its latest move; undefined if it never moved. */
export function rescheduledFromText(reservation: Pick<Reservation, 'reschedules'>): string | undefined {
  const latest = reservation.reschedules.at(-1);
  return latest && `Dijadwalkan ulang dari ${formatSessionMoment(latest.fromDate, latest.fromTime)}`;
}
