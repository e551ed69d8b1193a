import type { StatusLabel } from '@/content/status-labels';
import type { Refund, RefundMethod, RefundStatus } from '@/lib/api/api-types';

/** A refund's state: waiting for the admin, or paid back. */
export const refundStatusLabels: Record<RefundStatus, StatusLabel> = {
  waiting: { label: 'Menunggu', tone: 'warning' },
  paid: { label: 'Dikembalikan', tone: 'success' },
};

/** How a refund was paid back, as the list says it. */
export const refundMethodLabels: Record<RefundMethod, string> = {
  transfer: 'Transfer',
  cash: 'Tunai',
};

/** How the admin may pay a refund back, as the form offers it. */
export const refundMethodChoices: Record<RefundMethod, string> = {
  transfer: 'Transfer bank',
  cash: 'Tunai',
};

/** Who called the booking off. */
export const refundByLabels: Record<Refund['by'], string> = {
  customer: 'Pelanggan',
  admin: 'Admin',
  closure: 'Studio tutup',
};

/** Where the refund goes: "BCA · 4200012345 · Sari Wulandari", or a dash when the customer gave no account. */
export const bankAccountText = ({ bankAccount }: Pick<Refund, 'bankAccount'>): string =>
  bankAccount ? `${bankAccount.bank} · ${bankAccount.number} · ${bankAccount.holder}` : '—';
