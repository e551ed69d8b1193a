import type {
  BookingChannel,
  BookingOnClosingDay,
  PaymentMethod,
  ProofValidity,
  QrisMode,
  ReservationStatus,
  TransactionStatus,
  TransactionType,
} from '../lib/api/api-types';

export type Tone = 'warning' | 'success' | 'error' | 'info' | 'default';

export interface StatusLabel {
  label: string;
  tone: Tone;
}

export const reservationStatusLabels: Record<ReservationStatus, StatusLabel> = {
  pending: { label: 'Pending', tone: 'warning' },
  success: { label: 'Selesai', tone: 'success' },
  cancelled: { label: 'Dibatalkan', tone: 'error' },
  'no-show': { label: 'Tidak hadir', tone: 'default' },
};

export const transactionStatusLabels: Record<TransactionStatus, StatusLabel> = {
  paid: { label: 'Lunas', tone: 'success' },
  expired: { label: 'Kadaluarsa', tone: 'error' },
  unpaid: { label: 'Belum Lunas', tone: 'warning' },
};

export const transactionTypeLabels: Record<TransactionType, StatusLabel> = {
  fullpayment: { label: 'Pembayaran Lunas', tone: 'info' },
  downpayment: { label: 'DP 50%', tone: 'default' },
};

/** How an installment reached the studio: the customer's QRIS proof, or what the admin took at the counter. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  qris: 'QRIS',
  gateway: 'QRIS otomatis',
  cash: 'Tunai',
  'counter-qris': 'QRIS kasir',
  transfer: 'Transfer',
};

/** How the studio takes QRIS payments, as the settings page offers it and its history says it. */
export const qrisModeLabels: Record<QrisMode, string> = {
  manual: 'Bukti transfer dicek admin',
  gateway: 'Otomatis lewat payment gateway',
};

/** How a booking came in: the customer's own on the web, or taken by the admin. */
export const bookingChannelLabels: Record<BookingChannel, string> = {
  web: 'Situs web',
  'walk-in': 'Walk-in',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  phone: 'Telepon',
};

/** How far a booking on days about to close has been paid, for the admin deciding about it. */
export const closingBookingPaymentLabels: Record<BookingOnClosingDay['paymentStatus'], StatusLabel> = {
  none: { label: 'Belum ada pembayaran', tone: 'default' },
  unpaid: { label: 'Belum dibayar', tone: 'warning' },
  downpayment: { label: 'DP dibayar', tone: 'info' },
  paid: { label: 'Lunas', tone: 'success' },
};

export function proofStatusLabel(isValid: ProofValidity): StatusLabel {
  if (isValid === 'true') return { label: 'Valid', tone: 'success' };
  if (isValid === 'false') return { label: 'Tidak Valid', tone: 'error' };
  return { label: 'Menunggu Validasi', tone: 'warning' };
}

/** A proof still waiting for the admin's decision although its session has started. */
export const overdueDecisionLabel: StatusLabel = { label: 'Terlambat diperiksa', tone: 'error' };

/** An unpaid transaction whose payment deadline passes within three hours. */
export const deadlineSoonLabel: StatusLabel = { label: 'Batas waktu < 3 jam', tone: 'warning' };
