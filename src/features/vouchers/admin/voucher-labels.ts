import type { StatusLabel } from '@/content/status-labels';
import type { Voucher, VoucherKind } from '@/lib/api/api-types';
import { formatCompactDayRange, formatRupiah } from '@/lib/format';

export const VOUCHERS_TITLE = 'Voucher';
export const VOUCHERS_LABEL = 'Daftar voucher';
export const ADD_VOUCHER = 'Tambah voucher';
export const EDIT_VOUCHER = 'Ubah voucher';
export const SHOW_USES = 'Lihat pemakaian';
export const NO_VOUCHERS = 'Belum ada voucher';
export const CANCELLED_USE = 'Dibatalkan — kuota dikembalikan';
export const VALID_TO_HINT = 'Berlaku sampai akhir hari (WIB)';
/** What a voucher naming neither categories nor packages applies to. */
export const EVERY_PACKAGE = 'Semua paket';

/** The two ways a voucher takes money off, as the form offers them. */
export const voucherKindLabels: Record<VoucherKind, string> = {
  percent: 'Persentase',
  fixed: 'Nominal',
};

/** "10% · maks Rp 50.000", "10%", or "Rp 25.000". */
export function discountText({ kind, value, maxDiscount }: Pick<Voucher, 'kind' | 'value' | 'maxDiscount'>): string {
  if (kind === 'fixed') return formatRupiah(value);
  return maxDiscount === null ? `${value}%` : `${value}% · maks ${formatRupiah(maxDiscount)}`;
}

/** "Rp 300.000", or a dash for a voucher with no minimum. */
export function minimumText({ minSubtotal }: Pick<Voucher, 'minSubtotal'>): string {
  return minSubtotal > 0 ? formatRupiah(minSubtotal) : '—';
}

/** The days it holds, both included: "23 Okt – 22 Des 2026". */
export function validityText({ validFrom, validTo }: Pick<Voucher, 'validFrom' | 'validTo'>): string {
  return formatCompactDayRange(validFrom, validTo);
}

/** The uses that count against the quota, of the quota: "3/100", or "3 · tanpa batas". */
export function usageText({ used, quota }: Pick<Voucher, 'used' | 'quota'>): string {
  return quota === null ? `${used} · tanpa batas` : `${used}/${quota}`;
}

/** "maks 1 per pelanggan", or nothing without a limit per customer. */
export function perCustomerText({ perCustomer }: Pick<Voucher, 'perCustomer'>): string | undefined {
  return perCustomer === null ? undefined : `maks ${perCustomer} per pelanggan`;
}

/** Where a voucher stands on the studio's day. */
export type VoucherState = 'active' | 'inactive' | 'ended' | 'upcoming';

export const voucherStateLabels: Record<VoucherState, StatusLabel> = {
  active: { label: 'Aktif', tone: 'success' },
  inactive: { label: 'Nonaktif', tone: 'default' },
  ended: { label: 'Berakhir', tone: 'error' },
  upcoming: { label: 'Belum mulai', tone: 'info' },
};

/**
 * Where a voucher stands on the studio's `today` (`YYYY-MM-DD…`): its last day
 * past, it has ended whether on or off; otherwise switched off, not started yet, or active.
 */
export function voucherState(
  { active, validFrom, validTo }: Pick<Voucher, 'active' | 'validFrom' | 'validTo'>,
  today: string,
): VoucherState {
  const day = today.slice(0, 10);
  if (validTo.slice(0, 10) < day) return 'ended';
  if (!active) return 'inactive';
  return validFrom.slice(0, 10) > day ? 'upcoming' : 'active';
}
