import type { Transaction } from '@/lib/api/api-types';
import { formatRupiah, formatSessionMoment, formatStudioMoment } from '@/lib/format';
import type { PaymentProgress } from '@/lib/payment-progress';
import { needsNoPayment } from '@/lib/rules/money';
import { isAcceptedProof } from '@/lib/rules/proofs';

export type HeadlineTone = 'info' | 'warning' | 'error' | 'success';

/** What the top of the payment page says: the step, and what the customer does next. */
export interface PaymentHeadline {
  tone: HeadlineTone;
  title: string;
  detail: string;
}

function hasAcceptedInstallment(transaction: Transaction): boolean {
  return transaction.transaction_detail.some(isAcceptedProof);
}

/** What a paid booking's headline says of its money: received, or for a booking with Rp 0 to pay, nothing asked. */
function paidText({ reservation }: Transaction): string {
  if (!needsNoPayment(reservation)) return 'Pembayaran telah diterima.';
  if (!reservation.voucherCode) return 'Tidak ada yang perlu dibayar.';
  return `Tidak ada yang perlu dibayar: voucher ${reservation.voucherCode} menanggung seluruh biaya.`;
}

/** The headline for each step, in the words of a studio talking to its customer. */
export function paymentHeadline(progress: PaymentProgress, transaction: Transaction): PaymentHeadline {
  const amount = formatRupiah(progress.amountDue);
  const deadline = progress.deadline ? formatStudioMoment(progress.deadline) : '';
  const session = formatSessionMoment(transaction.reservation.date, transaction.reservation.timeSlot.time);
  switch (progress.step) {
    case 'awaiting':
      return {
        tone: 'warning',
        title: `${transaction.type === 'downpayment' ? 'Menunggu pembayaran DP' : 'Menunggu pembayaran'} · bayar ${amount} sebelum ${deadline}`,
        detail: `${
          transaction.qris === 'gateway'
            ? 'Buat kode QRIS di bawah dan bayar tepat sesuai nominal; pembayaran dikonfirmasi otomatis.'
            : 'Pindai kode QR di bawah, bayar tepat sesuai nominal, lalu unggah bukti pembayarannya.'
        } Tanpa pembayaran sampai batas waktu, reservasi dibatalkan dan jadwal dilepas.`,
      };
    case 'rejected':
      return {
        tone: 'error',
        title: 'Bukti ditolak — unggah ulang',
        detail: `Admin tidak dapat mencocokkan bukti terakhir dengan pembayaran. Unggah bukti transfer ${amount} yang menampilkan nominal, tanggal dan penerima dengan jelas sebelum ${deadline}.`,
      };
    case 'in-review':
      return {
        tone: 'info',
        title: 'Bukti sedang diperiksa',
        detail:
          'Bukti pembayaran Anda sedang divalidasi oleh admin. Kami akan memperbarui status pembayaran setelah pengecekan selesai.',
      };
    case 'balance-due':
      return {
        tone: 'warning',
        title: `DP diterima · pelunasan ${amount} paling lambat ${deadline}`,
        detail:
          'Bayar sisa 50% sebelum sesi foto dimulai. Jika pelunasan belum dibayar saat sesi dimulai, reservasi dibatalkan dan DP tidak dikembalikan.',
      };
    case 'all-accepted':
      return {
        tone: 'info',
        title: 'Pembayaran lengkap · menunggu konfirmasi admin',
        detail: 'Semua bukti pembayaran sudah diterima. Admin akan segera menandai transaksi ini lunas.',
      };
    case 'paid':
      return {
        tone: 'success',
        title: 'Lunas',
        detail: `${paidText(transaction)} Sampai jumpa di studio pada ${session}.`,
      };
    case 'expired':
      return {
        tone: 'error',
        title: 'Pembayaran kadaluarsa',
        detail: `Pembayaran tidak diterima sampai batas waktu, jadi reservasi dibatalkan dan jadwal ${session} dilepas untuk pelanggan lain.${
          hasAcceptedInstallment(transaction) ? ' DP yang sudah dibayar tidak dikembalikan.' : ''
        } Silakan pesan jadwal baru.`,
      };
    case 'cancelled':
      return {
        tone: 'error',
        title: 'Reservasi telah dibatalkan',
        detail: `Jadwal ${session} dilepas dan dapat dipesan pelanggan lain. Silakan pesan jadwal baru bila masih ingin berfoto.`,
      };
  }
}
