import type { StatusLabel } from '@/content/status-labels';
import type { GatewayPayment, GatewayPaymentStatus, RefundMethod } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';

/** The statuses in the order the status select offers them: what waits for the admin first. */
export const GATEWAY_PAYMENT_STATUSES: GatewayPaymentStatus[] = ['review', 'applied', 'accepted', 'refunded'];

/** A reported payment's state: waiting for the admin, counted as it came, counted by the admin, or given back. */
export const gatewayPaymentStatusLabels: Record<GatewayPaymentStatus, StatusLabel> = {
  review: { label: 'Perlu ditinjau', tone: 'warning' },
  applied: { label: 'Diterima otomatis', tone: 'success' },
  accepted: { label: 'Diterima admin', tone: 'info' },
  refunded: { label: 'Dikembalikan', tone: 'default' },
};

/** How a payment was given back, as the list says it. */
export const gatewayRefundMethodLabels: Record<RefundMethod, string> = {
  transfer: 'Transfer',
  cash: 'Tunai',
};

/** How the admin may give a payment back, as the form offers it. */
export const gatewayRefundMethodChoices: Record<RefundMethod, string> = {
  transfer: 'Transfer bank',
  cash: 'Tunai',
};

/**
 * Why the gateway's payment was not counted by itself, in words: the amount it should have been, a payment made
 * after its QRIS lapsed, or a charge whose installment is no longer due. One counted as it came matched its charge.
 */
export function gatewayPaymentReasonText({
  reason,
  expectedAmount,
}: Pick<GatewayPayment, 'reason' | 'expectedAmount'>): string {
  switch (reason) {
    case 'amount':
      return `Nominal tidak sesuai (seharusnya ${formatRupiah(expectedAmount)})`;
    case 'late':
      return 'Dibayar setelah kode QRIS kedaluwarsa';
    case 'closed':
      return 'Tagihan sudah tidak aktif';
    case null:
      return 'Sesuai tagihan';
  }
}
